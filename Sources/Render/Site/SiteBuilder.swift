import Workers
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import Templating

/// Builds the static site: one SVG per scenario under `diagrams/<fixture>/<scenario>.svg` and
/// `index.html` from the templates, with every diagram inline so the page stands alone.
public struct SiteBuilder: Sendable {
    public var templates: TemplateSet {
        didSet { indexFixtures = ListPrerenderer(set: templates, template: "index", list: "fixtures") }
    }
    /// Renders a fixture's part of the index page as soon as it is placed (`place`), so the page
    /// keeps only its bytes.
    private var indexFixtures: ListPrerenderer
    public var renderer: DiagramRenderer
    public var title: String
    /// With a scale, every diagram is also written as a PNG at that many pixels per point, and
    /// the embed snippets point at the PNG (for blogs that refuse SVG).
    public var pngScale: Double?
    /// Colours the source listings (the command line gives the Swift front end's); plain without.
    public var highlighter: SourceHighlighter = { _ in [] }

    public init(templates: TemplateSet, options: DiagramOptions = DiagramOptions(), title: String = "LayoutLens diagrams") {
        self.templates = templates
        self.indexFixtures = ListPrerenderer(set: templates, template: "index", list: "fixtures")
        self.renderer = DiagramRenderer(options: options)
        self.title = title
    }

    /// A builder with the templates of `templatesDirectory` (`--templates`), or the built-in ones
    /// when it is nil. Throws the `TemplateError` of the first template that does not parse.
    public init(templatesDirectory: String?, options: DiagramOptions = DiagramOptions()) throws {
        let templates = try templatesDirectory.map { try SiteTemplates.load(directory: URL(fileURLWithPath: $0)) }
            ?? SiteTemplates.embedded()
        self.init(templates: templates, options: options)
    }

    /// Renders every scenario and the index. File names come from `DiagramIdentifiers.slug`,
    /// made unique per folder in source order, so they are safe and stable.
    public func build(_ fixtures: [SiteFixture]) throws -> SiteOutput {
        try build(drawn: fixtures.map(draw), threads: 1)
    }

    /// The fixture's diagrams (SVG, and PNG when asked for) and source listings: the costly part
    /// of the site, which depends on nothing but the fixture, so `render` draws fixtures on
    /// several threads (`OrderedParallelWork`) as they are read.
    public func draw(_ fixture: SiteFixture) -> DrawnFixture {
        var scenarios: [DrawnScenario] = []
        scenarios.reserveCapacity(fixture.scenarios.count)
        for scenario in fixture.scenarios {
            let diagram = renderer.render(scenario.scene)
            let png = pngScale.map { renderer.renderPNG(scenario.scene, scale: $0) }
            let source = scenario.source.flatMap { $0.isEmpty ? nil : SourceListing.html($0, firstLine: scenario.line ?? 1, highlighter: highlighter) }
            scenarios.append(DrawnScenario(scenario: scenario, diagram: diagram, png: png, sourceHTML: source))
        }
        return DrawnFixture(fixture: fixture, scenarios: scenarios,
                            fileSourceHTML: fixture.source.map { SourceListing.html($0, firstLine: 1, highlighter: highlighter) })
    }

    /// The site of fixtures drawn by `draw`, in their order: the files of every diagram and the
    /// index page. Each fixture is placed on up to `threads` threads; the page is the same bytes
    /// for any number.
    public func build(drawn fixtures: [DrawnFixture], threads: Int = OrderedParallelWork.defaultThreadCount) throws -> SiteOutput {
        let contested = UniqueSlugs.contested(fixtures.map(\.fixture.name))
        let placed = OrderedParallelWork.map(fixtures, threads: threads) { [self] drawn in
            place(drawn, keepsDrawing: contested.contains(DiagramIdentifiers.slug(drawn.fixture.name)))
        }
        return try build(placed: placed, inParallel: threads > 1)
    }

    /// A fixture drawn (`draw`) and placed (`place(_:keepsDrawing:)`): all the site needs of it.
    public func part(of fixture: SiteFixture, keepsDrawing: Bool) -> PlacedFixture {
        place(draw(fixture), keepsDrawing: keepsDrawing)
    }

    /// The drawn fixture placed in the folder of its name's slug: its diagram files and its part
    /// of the index page, rendered already when the templates allow (`ListPrerenderer`). The
    /// drawing is kept only with `keepsDrawing`: when another fixture may take that folder
    /// (`UniqueSlugs.contested`), so that `build(placed:)` can place it again in another.
    public func place(_ drawn: DrawnFixture, keepsDrawing: Bool) -> PlacedFixture {
        place(drawn, in: DiagramIdentifiers.slug(drawn.fixture.name), keepsDrawing: keepsDrawing)
    }

    private func place(_ drawn: DrawnFixture, in folder: String, keepsDrawing: Bool) -> PlacedFixture {
        let part = place(drawn, folder: folder)
        var placed = PlacedFixture(name: drawn.fixture.name, folder: folder, files: part.files, images: part.images,
                                   item: indexFixtures.prerender(part.value).map(TemplateValue.prerendered) ?? part.value,
                                   scenarioCount: drawn.scenarios.count, hasFailures: !drawn.fixture.failures.isEmpty,
                                   module: drawn.fixture.module, drawing: keepsDrawing ? drawn : nil)
        placed.sourceFile = drawn.fixture.sourceFile
        for warning in drawn.scenarios.flatMap(\.diagram.warnings) where !placed.renderWarnings.contains(warning) {
            placed.renderWarnings.append(warning)
        }
        return placed
    }

    /// The site of placed fixtures, in their order: each in the folder `DiagramIdentifiers.uniqueSlugs`
    /// gives it among them (placed again when that is not the folder of its slug), then the index
    /// (the items not rendered ahead on all cores unless `inParallel` is false).
    public func build(placed fixtures: consuming [PlacedFixture], inParallel: Bool = true) throws -> SiteOutput {
        var files: [SiteFile] = []
        var images: [(path: String, bytes: [UInt8])] = []
        var items: [TemplateValue] = []
        items.reserveCapacity(fixtures.count)
        var folders = UniqueSlugs()
        var scenarioCount = 0, failed = 0
        let fixtureCount = fixtures.count
        var sections = SiteModuleSections()
        for var fixture in fixtures {
            let folder = folders.next(for: fixture.name)
            if folder != fixture.folder {
                guard let drawing = fixture.drawing else {
                    preconditionFailure("'\(fixture.name)' was placed in '\(fixture.folder)' without its drawing, but belongs in '\(folder)'")
                }
                fixture = place(drawing, in: folder, keepsDrawing: false)
            }
            files.append(contentsOf: fixture.files)
            images.append(contentsOf: fixture.images)
            sections.add(fixture.item, module: fixture.module, scenarioCount: fixture.scenarioCount)
            scenarioCount += fixture.scenarioCount
            if fixture.hasFailures { failed += 1 }
        }

        var page = TemplateObject()
        page["title"] = .string(title)
        page["fixtureCount"] = .string(String(fixtureCount))
        page["scenarioCount"] = .string(String(scenarioCount))
        page["diagramCount"] = .string(String(files.count))
        page["hasFixtures"] = .bool(fixtureCount > 0)
        // Every fixture, grouped by module: `modules` has a section per module with its own
        // `fixtures`; the page's `fixtures` are the same items in the same order.
        items = sections.fixtures
        page["fixtures"] = .list(items)
        page["modules"] = .list(sections.values())
        page["moduleCount"] = .string(String(sections.titledCount))
        page["hasModules"] = .bool(sections.titledCount > 0)
        sections = SiteModuleSections()
        page["hasFailures"] = .bool(failed > 0)
        page["failureCount"] = .string(String(failed))
        items = []
        let index = try templates.renderUTF8("index", .object(page), inParallel: inParallel)
        // Nothing else holds the page's values now: they are freed while the caller writes.
        BackgroundRelease.release(consume page)
        let diagramCount = files.count
        files.append(SiteFile(path: "index.html", bytes: index))
        return SiteOutput(files: files, images: images, diagramCount: diagramCount)
    }

    /// A drawn fixture placed in its folder: its diagram files and its page values, whose paths
    /// and anchors name the folder.
    private func place(_ drawn: DrawnFixture, folder: String)
        -> (files: [SiteFile], images: [(path: String, bytes: [UInt8])], value: TemplateValue) {
        let fixture = drawn.fixture
        var files: [SiteFile] = []
        var images: [(path: String, bytes: [UInt8])] = []
        let fileNames = DiagramIdentifiers.uniqueSlugs(fixture.scenarios.map(\.scene.scenario))
        var scenarioValues: [TemplateValue] = []
        for (scenario, fileName) in zip(drawn.scenarios, fileNames) {
            let path = "diagrams/\(folder)/\(fileName).svg"
            files.append(SiteFile(path: path, bytes: Array(scenario.diagram.svg.utf8)))
            var embedPath = path
            if let png = scenario.png {
                embedPath = "diagrams/\(folder)/\(fileName).png"
                images.append((embedPath, png))
            }
            scenarioValues.append(scenarioValue(scenario, path: path, embedPath: embedPath, anchor: "\(folder)--\(fileName)"))
        }
        var object = TemplateObject()
        object["name"] = .string(fixture.name)
        object["file"] = .string(fixture.sourceFile)
        object["anchor"] = .string(folder)
        object["scenarioCount"] = .string(String(fixture.scenarios.count))
        object["scenarios"] = .list(scenarioValues)
        object["hasFailures"] = .bool(!fixture.failures.isEmpty)
        object["failures"] = .string(fixture.failures)
        object["fileSource"] = drawn.fileSourceHTML.map { .string($0) } ?? .bool(false)
        return (files, images, .object(object))
    }

    private func scenarioValue(_ drawn: DrawnScenario, path: String, embedPath: String, anchor: String) -> TemplateValue {
        let scenario = drawn.scenario, diagram = drawn.diagram
        let scene = scenario.scene
        let snippets = EmbedSnippets(path: embedPath, altText: diagram.description, caption: diagram.title,
                                     width: diagram.width, height: diagram.height)
        var object = TemplateObject()
        object["name"] = .string(scene.scenario)
        object["anchor"] = .string(anchor)
        object["filterText"] = .string((scene.fixture + " " + scene.scenario).lowercased())
        object["proposal"] = .string(DiagramNumber.size(scene.proposal.width, scene.proposal.height))
        object["line"] = scenario.line.map { .string(String($0)) } ?? .bool(false)
        object["path"] = .string(path)
        object["width"] = .string(DiagramNumber.format(diagram.width))
        object["height"] = .string(DiagramNumber.format(diagram.height))
        object["svg"] = .string(diagram.svg)
        object["source"] = drawn.sourceHTML.map { .string($0) } ?? .bool(false)
        object["description"] = .string(diagram.description)
        // Labels the placement pass left out for lack of room, and how to get them, in the caption.
        object["droppedLabels"] = DroppedLabelNote.text(count: diagram.droppedLabelCount, measure: renderer.options.measure)
            .map { .string($0) } ?? .bool(false)
        // The reader's and engine's warnings, then the drawing's (a character drawn as a box).
        let warnings = scenario.warnings + diagram.warnings.map(\.description)
        object["hasWarnings"] = .bool(!warnings.isEmpty)
        object["warnings"] = .list(warnings.map { .string($0) })
        object["frames"] = .list(frameRows(scene))
        object["markdown"] = .string(snippets.markdown)
        object["imageTag"] = .string(snippets.imageTag)
        object["figure"] = .string(snippets.figure)
        let steps = scenario.explanation.map { StepThrough.values($0, scene: scene, anchor: anchor) } ?? []
        object["hasSteps"] = .bool(!steps.isEmpty)
        object["stepCount"] = .string(String(steps.count))
        object["steps"] = .list(steps)
        return .object(object)
    }

    /// One row per view in tree order: the source's name for it, indented by depth, and its frame.
    private func frameRows(_ scene: DiagramScene) -> [TemplateValue] {
        var rows: [TemplateValue] = []
        func visit(_ view: DiagramView, depth: Int) {
            var row = TemplateObject()
            row["view"] = .string(view.label)
            row["depth"] = .string(String(depth))
            row["measured"] = .bool(view.isMeasured)
            row["x"] = .string(DiagramNumber.format(view.frame.x))
            row["y"] = .string(DiagramNumber.format(view.frame.y))
            row["width"] = .string(DiagramNumber.format(view.frame.width))
            row["height"] = .string(DiagramNumber.format(view.frame.height))
            rows.append(.object(row))
            for child in view.children { visit(child, depth: depth + 1) }
        }
        visit(scene.root, depth: 0)
        return rows
    }
}
