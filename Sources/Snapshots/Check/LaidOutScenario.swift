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
    /// The preview's line in the fixture (for annotations), when known.
    public var line: Int?
    /// The preview's source text, recorded in the snapshot.
    public var source: String
    /// Whether the name depends on the preview's order (`PreviewIdentity.dependsOnOrder`).
    public var nameDependsOnOrder: Bool

    public init(fixturePath: String, name: String, slug: String, proposal: ProposedSize, result: LayoutResult,
                line: Int? = nil, source: String = "", nameDependsOnOrder: Bool = false) {
        self.fixturePath = fixturePath
        self.name = name
        self.slug = slug
        self.proposal = proposal
        self.result = result
        self.line = line
        self.source = source
        self.nameDependsOnOrder = nameDependsOnOrder
    }

    /// The fixture's file name without folder and `.swift`: `seed-001`.
    public var fixtureName: String { SnapshotStore.baseName(of: fixturePath) }

    /// `<fixture>/<scenario slug>`, the scenario's id in reports and `approve --filter`.
    public var id: String { fixtureName + "/" + slug }

    public var snapshot: LayoutSnapshot { snapshot(types: nil) }

    /// The snapshot, each view knowing where it is written and (with `types`) in which type.
    public func snapshot(types: DeclaringTypes?) -> LayoutSnapshot {
        LayoutSnapshot(scenario: name, file: SnapshotStore.fileName(of: fixturePath), proposal: proposal, result: result,
                       source: source, fixturePath: fixturePath, types: types)
    }
}
