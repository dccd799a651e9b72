/// A fixture file and its laid-out scenarios, in source order: the input of the site.
public struct SiteFixture: Sendable {
    /// The name shown and used for the folder (`seed-001`), usually the file name without `.swift`.
    public var name: String
    /// The path as the user gave it (`Fixtures/seed-001.swift`), shown under the heading.
    public var sourceFile: String
    public var scenarios: [SiteScenario]

    public init(name: String, sourceFile: String, scenarios: [SiteScenario]) {
        self.name = name
        self.sourceFile = sourceFile
        self.scenarios = scenarios
    }
}

/// One scenario of a fixture: its scene and what the page says about it.
public struct SiteScenario: Sendable {
    public var scene: DiagramScene
    /// The line of the scenario in its file.
    public var line: Int?
    /// Warnings about this scenario (from the reader or the engine), shown under its diagram.
    public var warnings: [String]

    public init(scene: DiagramScene, line: Int? = nil, warnings: [String] = []) {
        self.scene = scene
        self.line = line
        self.warnings = warnings
    }
}

/// The files of a rendered site, as paths relative to the output folder and their contents, in
/// a fixed order (diagrams in fixture and scenario order, then `index.html`).
public struct SiteOutput: Sendable {
    public var files: [(path: String, contents: String)]
    public var diagramCount: Int
}
