/// Renders the items of one list of one template ahead of the page (`PrerenderedItem`), so a
/// page of many large items needs only their bytes at the end.
///
/// It finds, once, every section of the template (and of the partials it includes) over the
/// list, by name: `{{#fixtures}}…{{/fixtures}}` for the list `fixtures`. An item is rendered
/// in those sections with itself as the only context: a name the item lacks — one the page
/// would have answered from an outer context — or any other error leaves the item to be
/// rendered with the page as before, so the page's bytes and errors never change.
public struct ListPrerenderer: Sendable {
    let set: TemplateSet
    /// Every section over the list: its place, its body, the template file and the partial depth it is at.
    let sections: [(place: SectionPlace, body: [TemplateNode], file: String, depth: Int)]
    /// False when the template cannot be searched for the sections with certainty (a partial is
    /// missing or nests too deep, or a section is reached twice): then no item is prerendered.
    let isComplete: Bool

    /// The sections over `list` in the template `name` of `set`.
    public init(set: TemplateSet, template name: String, list: String) {
        self.set = set
        var found: [(place: SectionPlace, body: [TemplateNode], file: String, depth: Int)] = []
        var complete = set.templates[name] != nil
        func search(_ nodes: [TemplateNode], file: String, depth: Int) {
            for node in nodes where complete {
                switch node {
                case .text, .variable:
                    break
                case .section(let sectionName, let inverted, let children, let at):
                    if sectionName == list && !inverted {
                        let place = SectionPlace(file: file, line: at.line, column: at.column)
                        if found.contains(where: { $0.place == place }) { complete = false }
                        found.append((place, children, file, depth))
                    } else {
                        // Rendered in the page's context: its sections over the list see the same items.
                        search(children, file: file, depth: depth)
                    }
                case .partial(let partialName, _):
                    guard let partial = set.templates[partialName], depth < TemplateRenderer.maximumPartialDepth else {
                        complete = false
                        return
                    }
                    search(partial.nodes, file: partial.file, depth: depth + 1)
                }
            }
        }
        if let template = set.templates[name] { search(template.nodes, file: template.file, depth: 0) }
        self.sections = found
        self.isComplete = complete
    }

    /// `item` rendered in every section over the list, or nil when one of them needs more than
    /// the item (or fails): then the item itself must go in the list.
    public func prerender(_ item: TemplateValue) -> PrerenderedItem? {
        guard isComplete else { return nil }
        var fragments: [SectionPlace: [UInt8]] = [:]
        fragments.reserveCapacity(sections.count)
        for section in sections {
            var renderer = TemplateRenderer(set: set)
            renderer.depth = section.depth
            renderer.context = [item]
            do {
                try renderer.render(section.body, file: section.file)
            } catch {
                return nil
            }
            // Kept until the page is made: as many bytes as it has, not the room it grew into.
            let output = renderer.output
            fragments[section.place] = [UInt8](unsafeUninitializedCapacity: output.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: output)
            }
        }
        return PrerenderedItem(fragments: fragments)
    }
}
