import Foundation

/// Compares laid-out scenarios with their snapshots, records per the record mode, and decides
/// the exit status: 0 nothing changed, 1 a change `failOn` names, 2 a snapshot file that cannot
/// be read (left untouched), 3 a missing snapshot under `requireBaseline`.
public struct CheckRunner: Sendable {
    public var store: SnapshotStore
    public var recordMode: RecordMode
    public var tolerance: Double
    public var failOn: FailOn
    public var requireBaseline: Bool

    public init(store: SnapshotStore, recordMode: RecordMode = .missing, tolerance: Double = 0,
                failOn: FailOn = .all, requireBaseline: Bool = false) {
        self.store = store
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.failOn = failOn
        self.requireBaseline = requireBaseline
    }

    public struct Outcome: Sendable {
        public var summary: CheckSummary
        public var exitCode: Int32
        /// Snapshot files that could not be read or written.
        public var problems: [String]
    }

    /// `fixturePaths`: every fixture that was read (also those with no scenario), so that
    /// snapshots of removed scenarios are told apart from orphans.
    public func run(_ scenarios: [LaidOutScenario], fixturePaths: [String]) -> Outcome {
        var checked: [CheckedScenario] = []
        var problems: [String] = []
        var seen = Set<String>()
        var missing = false
        var badInput = false
        for scenario in scenarios {
            let path = store.path(forFixture: scenario.fixturePath, slug: scenario.slug)
            seen.insert(path)
            let after = scenario.snapshot
            var before: LayoutSnapshot?
            var unreadable = false
            do { before = try store.read(path) } catch {
                // A snapshot that exists but cannot be read is bad input: report it and never
                // overwrite it, so no recorded baseline is lost.
                problems.append("\(error)")
                unreadable = true
                badInput = true
            }
            var comparison: ScenarioComparison
            if let before {
                comparison = ScenarioComparison(before: before, after: after, tolerance: tolerance)
            } else {
                comparison = ScenarioComparison(status: .added)
                missing = missing || !unreadable
            }
            let shouldRecord: Bool
            switch recordMode {
            case .all: shouldRecord = true
            case .failed: shouldRecord = comparison.status != .unchanged
            case .missing: shouldRecord = before == nil
            case .never: shouldRecord = false
            }
            var recorded = false
            if shouldRecord && !unreadable && !(requireBaseline && before == nil) {
                do {
                    try store.write(after, to: path)
                    recorded = true
                } catch {
                    problems.append("\(path): error: cannot write snapshot: \(error.localizedDescription)")
                }
            }
            checked.append(CheckedScenario(fixture: scenario.fixturePath, scenario: scenario.name, id: scenario.id,
                                           snapshotPath: path, comparison: comparison, before: before, after: after,
                                           recorded: recorded))
        }
        let folders = fixturePaths.map(SnapshotStore.directory(of:))
        let fixtureNames = Set(fixturePaths.map(SnapshotStore.baseName(of:)))
        for (fixture, path) in store.existingSnapshots(near: folders) where !seen.contains(path) {
            let before = try? store.read(path)
            let status: ScenarioComparison.Status = fixtureNames.contains(fixture) ? .removed : .orphaned
            let slug = String(SnapshotStore.fileName(of: path).dropLast(SnapshotStore.fileExtension.count + 1))
            checked.append(CheckedScenario(fixture: before?.file ?? fixture, scenario: before?.scenario ?? slug,
                                           id: fixture + "/" + slug,
                                           snapshotPath: path, comparison: ScenarioComparison(status: status),
                                           before: before, after: nil))
        }
        let summary = CheckSummary(scenarios: checked)
        let exitCode: Int32
        if badInput {
            exitCode = 2
        } else if requireBaseline && missing {
            exitCode = 3
        } else if checked.contains(where: { failOn.includes($0.status) && !$0.recorded }) {
            exitCode = 1
        } else {
            exitCode = 0
        }
        return Outcome(summary: summary, exitCode: exitCode, problems: problems)
    }
}
