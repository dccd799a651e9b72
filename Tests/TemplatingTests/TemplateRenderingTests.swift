import Testing
@testable import Templating

/// Rendering semantics. The expected strings follow the mustache spec's interpolation, sections,
/// inverted and partials chapters (github.com/mustache/spec, `specs/*.yml`), which our language
/// follows except that unknown names are errors.
struct TemplateRenderingTests {
    func render(_ source: String, _ value: TemplateValue, partials: [String: String] = [:]) throws -> String {
        var set = try TemplateSet(sources: partials.sorted { $0.key < $1.key }.map { ($0.key, "\($0.key).html", $0.value) })
        set.add(try Template(file: "test.html", source: source), named: "test")
        return try set.render("test", value)
    }

    @Test func variablesAreHTMLEscapedByDefault() throws {
        let value: TemplateValue = ["name": "<script>&\"'"]
        #expect(try render("Hi {{name}}!", value) == "Hi &lt;script&gt;&amp;&quot;&#39;!")
    }

    @Test func tripleMustacheAndAmpersandAreRaw() throws {
        let value: TemplateValue = ["svg": "<svg/>"]
        #expect(try render("{{{svg}}}|{{& svg}}", value) == "<svg/>|<svg/>")
    }

    @Test func controlCharactersAreDropped() throws {
        let value: TemplateValue = ["name": "a\u{0}b\u{1B}c\u{7F}d\te"]
        #expect(try render("{{name}}", value) == "abcd\te")
    }

    @Test func listSectionsRepeatWithItemContext() throws {
        let value: TemplateValue = ["items": [["n": "1"], ["n": "2"], ["n": "3"]], "sep": ","]
        #expect(try render("{{#items}}{{n}}{{sep}}{{/items}}", value) == "1,2,3,")
    }

    /// After a section over a list, names resolve in the outer context again (the renderer keeps
    /// one context stack and pops each item after its pass).
    @Test func outerNamesAfterAListSection() throws {
        let value: TemplateValue = ["n": "outer", "items": [["n": "1"], ["n": "2"]], "flag": ["n": "inner"]]
        #expect(try render("{{#items}}{{n}}{{/items}} {{n}} {{#flag}}{{n}}{{/flag}} {{n}}", value) == "12 outer inner outer")
    }

    /// Text between tags is copied as written: multi-byte characters, a combining accent and
    /// CRLF line ends included; `renderUTF8` gives the same page as bytes.
    @Test func textAroundTagsIsCopiedWhole() throws {
        let source = "e\u{301}·×\r\n{{a}}\r\n🙂{{{b}}}→"
        let value: TemplateValue = ["a": "<ä>", "b": "<b>"]
        #expect(try render(source, value) == "e\u{301}·×\r\n&lt;ä&gt;\r\n🙂<b>→")
        var set = TemplateSet()
        set.add(try Template(file: "test.html", source: source), named: "test")
        #expect(try set.renderUTF8("test", value) == Array(try set.render("test", value).utf8))
    }

    /// A long list rendered on several threads gives the bytes of rendering it item by item,
    /// outer names and nested lists included; the first failing item (in list order) is the
    /// error thrown.
    @Test func listsRenderedInParallelGiveTheSerialBytesAndFirstError() throws {
        var set = TemplateSet()
        set.add(try Template(file: "row.html", source: "<{{n}} {{title}}>{{#tags}}[{{.}}]{{/tags}}\n"), named: "row")
        set.add(try Template(file: "test.html", source: "{{title}}\n{{#rows}}{{> row}}{{/rows}}end"), named: "test")
        // 150 rows: three batches of at most 64 (`TemplateRenderer.parallelBatch`).
        let rows: [TemplateValue] = (0..<150).map { index in
            ["n": .string(String(index)), "tags": .list((0..<(index % 4)).map { .string("t\($0)&") })]
        }
        let value: TemplateValue = ["title": "<T>", "rows": .list(rows)]
        let serial = try set.renderUTF8("test", value)
        #expect(try set.renderUTF8("test", value, inParallel: true) == serial)
        #expect(String(decoding: serial, as: UTF8.self).hasPrefix("&lt;T&gt;\n<0 &lt;T&gt;>\n<1 &lt;T&gt;>[t0&amp;]\n"))

        // Row 70 lacks "tags" (its tag starts in column 18: `<` 1, `{{n}}` 2–6, space 7,
        // `{{title}}` 8–16, `>` 17) and row 130 lacks "n" (column 2): row 70's error comes out,
        // as a serial pass would give it.
        var broken = rows
        broken[70] = ["n": "70"]
        broken[130] = ["tags": []]
        let brokenValue: TemplateValue = ["title": "t", "rows": .list(broken)]
        #expect(throws: TemplateError(file: "row.html", line: 1, column: 18, message: "unknown name 'tags'")) {
            try set.renderUTF8("test", brokenValue, inParallel: true)
        }
    }

    @Test func dotIsTheCurrentItem() throws {
        let value: TemplateValue = ["words": ["a", "b"]]
        #expect(try render("{{#words}}[{{.}}]{{/words}}", value) == "[a][b]")
    }

    @Test func invertedSectionsRenderForFalseAndEmpty() throws {
        let value: TemplateValue = ["none": [], "no": false, "yes": true]
        #expect(try render("{{^none}}empty{{/none}}{{^no}}!{{/no}}{{^yes}}x{{/yes}}{{#yes}}y{{/yes}}", value) == "empty!y")
    }

    @Test func dottedNamesReachIntoObjects() throws {
        let value: TemplateValue = ["scenario": ["size": ["width": "620"]]]
        #expect(try render("{{scenario.size.width}}", value) == "620")
    }

    @Test func namesResolveOutwardsThroughTheContextStack() throws {
        let value: TemplateValue = ["root": "R", "items": [["n": "1"]]]
        #expect(try render("{{#items}}{{root}}{{n}}{{/items}}", value) == "R1")
    }

    @Test func commentsDisappear() throws {
        #expect(try render("a{{! anything <here> }}b", [:]) == "ab")
    }

    @Test func partialsRenderInTheCurrentContext() throws {
        let value: TemplateValue = ["items": [["n": "1"], ["n": "2"]]]
        #expect(try render("{{#items}}{{> item}}{{/items}}", value, partials: ["item": "<{{n}}>"]) == "<1><2>")
    }

    @Test func standaloneTagLinesLeaveNoBlankLines() throws {
        let source = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n"
        #expect(try render(source, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func inlineSectionTagsKeepTheirLine() throws {
        #expect(try render("x {{#a}}y{{/a}} z\n", ["a": true]) == "x y z\n")
    }

    @Test func objectKeysKeepTheirOrder() {
        var object = TemplateObject()
        object["z"] = "1"
        object["a"] = "2"
        object["z"] = "3"
        #expect(object.entries.map(\.key) == ["z", "a"])
        #expect(object["z"] == "3")
    }
}
