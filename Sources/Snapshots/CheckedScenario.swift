/// One scenario's outcome in a `check` run.
public struct CheckedScenario: Sendable {
    /// The fixture file, as the user named it (relative paths stay relative).
    public var fixture: String
    /// The scenario's name (the preview's title).
    public var scenario: String
    /// `<fixture slug>/<scenario slug>`: stable, used in reports and for `approve --filter`.
    public var id: String
    /// Where the snapshot is (or would be) recorded.
    public var snapshotPath: String
    public var comparison: ScenarioComparison
    /// The recorded snapshot, when there is one.
    public var before: LayoutSnapshot?
    /// The snapshot of the current layout, when the scenario still exists.
    public var after: LayoutSnapshot?
    /// Whether this run wrote the snapshot (record modes).
    public var recorded: Bool
    /// The preview's line in the fixture, when the scenario still exists.
    public var line: Int?
    /// When the scenario's snapshot was found under another name (a moved or renamed preview):
    /// that name's id and snapshot path.
    public var renamedFrom: (id: String, snapshotPath: String)?
    /// With `check --base`: the changed files (between the base revision and the working tree)
    /// that this scenario's layout depends on, when a file other than its own fixture is among
    /// them (a component it uses changed elsewhere). Empty otherwise.
    public var changedThrough: [String] = []
    /// The files of the module, where the changed views are written, whose text differs from
    /// the revision compared with (`--base`, else the last commit): shown as the source diff.
    public var sourceChanges: [FileSourceChange] = []

    public init(fixture: String, scenario: String, id: String, snapshotPath: String, comparison: ScenarioComparison,
                before: LayoutSnapshot?, after: LayoutSnapshot?, recorded: Bool = false, line: Int? = nil,
                renamedFrom: (id: String, snapshotPath: String)? = nil) {
        self.fixture = fixture
        self.scenario = scenario
        self.id = id
        self.snapshotPath = snapshotPath
        self.comparison = comparison
        self.before = before
        self.after = after
        self.recorded = recorded
        self.line = line
        self.renamedFrom = renamedFrom
    }

    public var status: ScenarioComparison.Status { comparison.status }
}

/// All scenarios of a `check` run, in a stable order (fixture files, then scenarios, in the
/// order they were read; orphans last, sorted by path).
public struct CheckSummary: Sendable {
    public var scenarios: [CheckedScenario]

    public init(scenarios: [CheckedScenario]) { self.scenarios = scenarios }

    public func count(_ status: ScenarioComparison.Status) -> Int {
        scenarios.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The scenarios that are not unchanged.
    public var differences: [CheckedScenario] { scenarios.filter { $0.status != .unchanged } }
}
