import LayoutEngine

/// A scenario after layout, as `check` needs it: where it comes from, its names, and its frames.
public struct LaidOutScenario: Sendable {
    /// The fixture file as the user named it (`Fixtures/seed-001.swift`).
    public var fixturePath: String
    /// The scenario's name (the preview's title).
    public var name: String
    /// File-safe, unique within its fixture (`modifier-on-first`).
    public var slug: String
    public var proposal: ProposedSize
    /// Laid out with a trace.
    public var result: LayoutResult

    public init(fixturePath: String, name: String, slug: String, proposal: ProposedSize, result: LayoutResult) {
        self.fixturePath = fixturePath
        self.name = name
        self.slug = slug
        self.proposal = proposal
        self.result = result
    }

    /// The fixture's file name without folder and `.swift`: `seed-001`.
    public var fixtureName: String { SnapshotStore.baseName(of: fixturePath) }

    /// `<fixture>/<scenario slug>`, the scenario's id in reports and `approve --filter`.
    public var id: String { fixtureName + "/" + slug }

    public var snapshot: LayoutSnapshot {
        LayoutSnapshot(scenario: name, file: SnapshotStore.fileName(of: fixturePath), proposal: proposal, result: result)
    }
}
