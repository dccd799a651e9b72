import Templating

/// The index page's fixtures grouped by the module their file belongs to: one section per module
/// in the order its first fixture came, each holding its fixtures in the order they came, so the
/// page is the same bytes for the same fixtures. Files read alone (no module) form one section
/// without a heading, where the first of them came.
struct SiteModuleSections {
    private struct Section {
        var module: SiteModule?
        var items: [TemplateValue] = []
        var scenarioCount = 0
    }

    private var sections: [Section] = []
    private var slot: [String: Int] = [:]

    /// Adds a fixture's item of the index to its module's section.
    mutating func add(_ item: TemplateValue, module: SiteModule?, scenarioCount: Int) {
        let key = module.map { "m:" + $0.id } ?? "alone"
        let index: Int
        if let found = slot[key] {
            index = found
        } else {
            index = sections.count
            slot[key] = index
            sections.append(Section(module: module))
        }
        sections[index].items.append(item)
        sections[index].scenarioCount += scenarioCount
    }

    /// Every fixture's item, section after section.
    var fixtures: [TemplateValue] { sections.flatMap(\.items) }

    /// How many sections have a module (and so a heading).
    var titledCount: Int { sections.filter { $0.module != nil }.count }

    /// A value per section: `title`, `anchor` (`module--<slug of the id>`, unique), `hasHeading`,
    /// `fixtureCount`, `scenarioCount` and its `fixtures`.
    func values() -> [TemplateValue] {
        var anchors = UniqueSlugs()
        return sections.map { section in
            var object = TemplateObject()
            object["hasHeading"] = .bool(section.module != nil)
            object["title"] = .string(section.module?.title ?? "")
            object["anchor"] = .string(section.module.map { "module--" + anchors.next(for: $0.id) } ?? "")
            object["fixtureCount"] = .string(String(section.items.count))
            object["scenarioCount"] = .string(String(section.scenarioCount))
            object["fixtures"] = .list(section.items)
            return .object(object)
        }
    }
}
