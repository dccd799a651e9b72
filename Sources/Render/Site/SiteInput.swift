import Explain
/// A fixture file and its laid-out scenarios, in source order: the input of the site.
public struct SiteFixture: Sendable {
    /// The name shown and used for the folder (`seed-001`), usually the file name without `.swift`.
    public var name: String
    /// The path as the user gave it (`Fixtures/seed-001.swift`), shown under the heading.
    public var sourceFile: String
    public var scenarios: [SiteScenario]
    /// Why the file (or some of its scenarios) could not be read: the errors as the compiler-style
    /// text printed on stderr (`file:line:col: error: …`, the source line, a caret). Shown as a
    /// card so a failure never silently disappears from the site; empty when all went well.
    public var failures: String
    /// The whole file's text, shown (coloured, numbered) under the heading so every view's line
    /// can be found; nil: not shown.
    public var source: String?

    /// The module the file is compiled in (a package target, an Xcode target, a folder): the
    /// index shows a section per module, its files in it; nil: the file was read alone.
    public var module: SiteModule?

    public init(name: String, sourceFile: String, scenarios: [SiteScenario], failures: String = "", source: String? = nil,
                module: SiteModule? = nil) {
        self.name = name
        self.sourceFile = sourceFile
        self.scenarios = scenarios
        self.failures = failures
        self.source = source
        self.module = module
    }
}

/// A module of the app as the site names it: a unique id (the project model's `Package:Target`,
/// `App.xcodeproj:Target` or `folder:path`) and the heading shown for it.
public struct SiteModule: Sendable, Equatable {
    public var id: String
    /// `Target`, then where it is declared: `ChangelogFeature · package isowords`.
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// One scenario of a fixture: its scene and what the page says about it.
public struct SiteScenario: Sendable {
    public var scene: DiagramScene
    /// The line of the scenario in its file.
    public var line: Int?
    /// Warnings about this scenario (from the reader or the engine), shown under its diagram.
    public var warnings: [String]
    /// The narrated steps of the layout, shown as a step-through under the diagram (nil: none).
    public var explanation: Explanation?
    /// The preview's own source text, starting at `line`, shown beside its diagram (nil: none).
    public var source: String?

    public init(scene: DiagramScene, line: Int? = nil, warnings: [String] = [], explanation: Explanation? = nil,
                source: String? = nil) {
        self.scene = scene
        self.line = line
        self.warnings = warnings
        self.explanation = explanation
        self.source = source
    }
}

/// The files of a rendered site, as paths relative to the output folder and their contents, in
/// a fixed order (diagrams in fixture and scenario order, then `index.html`).
public struct SiteOutput: Sendable {
    public var files: [SiteFile]
    /// PNG images beside the SVGs (`diagrams/<fixture>/<scenario>.png`), when asked for.
    public var images: [(path: String, bytes: [UInt8])] = []
    public var diagramCount: Int
}

/// A text file of the site: its path relative to the output folder and its UTF-8 bytes, kept as
/// bytes because that is how it is made and written (an index page is megabytes).
public struct SiteFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file's text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// A fixture drawn by `SiteBuilder.draw`: its diagrams and source listings, ready to be placed
/// in the site (`SiteBuilder.build(drawn:)`), which names their files and anchors.
public struct DrawnFixture: Sendable {
    public var fixture: SiteFixture
    public var scenarios: [DrawnScenario]
    /// The whole file as a listing (`SourceListing`), when the fixture has its source.
    var fileSourceHTML: String?
}

/// A scenario drawn by `SiteBuilder.draw`.
public struct DrawnScenario: Sendable {
    public var scenario: SiteScenario
    public var diagram: RenderedDiagram
    /// The diagram as a PNG, when the site is asked for PNGs.
    public var png: [UInt8]?
    /// The preview's source as a listing, when the scenario has its source.
    var sourceHTML: String?
}
