import Testing
@testable import Templating

/// Items rendered ahead (`ListPrerenderer`) make the page they would have made, and an item
/// that needs the page is left to be rendered with it.
struct ListPrerendererTests {
    func set() throws -> TemplateSet {
        try TemplateSet(sources: [
            ("index", "index.html", "<h1>{{title}}</h1>{{#has}}<nav>{{#items}}[{{name}}]{{/items}}</nav>{{/has}}\n{{#items}}{{> item}}{{/items}}{{^items}}none{{/items}}"),
            ("item", "item.html", "<p>{{name}}: {{#parts}}{{.}},{{/parts}}</p>"),
        ])
    }

    func page(_ items: [TemplateValue]) -> TemplateValue {
        ["title": "T & T", "has": .bool(!items.isEmpty), "items": .list(items)]
    }

    let items: [TemplateValue] = (0..<20).map { ["name": .string("<\($0)>"), "parts": ["a", "b"]] }

    @Test func prerenderedItemsMakeTheSamePage() throws {
        let set = try set()
        let prerenderer = ListPrerenderer(set: set, template: "index", list: "items")
        #expect(prerenderer.sections.count == 2)
        let ahead = items.map { prerenderer.prerender($0).map(TemplateValue.prerendered) }
        #expect(ahead.allSatisfy { $0 != nil })
        for inParallel in [false, true] {
            let expected = try set.renderUTF8("index", page(items), inParallel: inParallel)
            #expect(try set.renderUTF8("index", page(ahead.map { $0! }), inParallel: inParallel) == expected)
        }
    }

    /// `title` is the page's, not the item's: such an item is rendered with the page, and an
    /// error it makes is the page's error.
    @Test func anItemThatNeedsThePageIsNotRenderedAhead() throws {
        var set = try set()
        set.add(try Template(file: "item.html", source: "<p>{{name}} of {{title}}</p>"), named: "item")
        let prerenderer = ListPrerenderer(set: set, template: "index", list: "items")
        #expect(prerenderer.prerender(items[0]) == nil)
        set.add(try Template(file: "item.html", source: "<p>{{nonsense}}</p>"), named: "item")
        #expect(ListPrerenderer(set: set, template: "index", list: "items").prerender(items[0]) == nil)
        #expect(throws: TemplateError.self) { try set.renderUTF8("index", page(items)) }
    }

    @Test func aMissingPartialRendersNothingAhead() throws {
        let set = try TemplateSet(sources: [("index", "index.html", "{{#items}}{{> missing}}{{/items}}")])
        #expect(ListPrerenderer(set: set, template: "index", list: "items").prerender(items[0]) == nil)
    }
}
