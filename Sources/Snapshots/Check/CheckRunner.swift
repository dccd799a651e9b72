import Workers
import FileAccess
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
import Render

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
    ///
    /// Each scenario is matched with a snapshot in three steps (docs/ci.md, "Scenario identity"):
    /// its own snapshot when that records the same preview source (or, for snapshots without a
    /// source, the same layout); else another snapshot no scenario holds that records its source
    /// (or, without a source, its layout), preferring its own fixture's: the preview moved or
    /// was renamed; else its own snapshot, compared as usual. Every snapshot is read before any
    /// is written, so recording a move never loses a baseline.
    public func run(_ scenarios: [LaidOutScenario], fixturePaths: [String]) -> Outcome {
        var problems: [String] = []
        var badInput = false
        let roots = store.writableRoots(fixturePaths: fixturePaths)
        let paths = scenarios.map { store.path(forFixture: $0.fixturePath, slug: $0.slug) }
        let folders = fixturePaths.map(SnapshotStore.directory(of:))
        let fixtureNames = Set(fixturePaths.map(SnapshotStore.baseName(of:)))
        let existing = store.existingSnapshots(near: folders)

        // 1. Read every snapshot involved. A scenario's own snapshot that exists but cannot be
        //    read is bad input: reported and never overwritten, so no recorded baseline is lost.
        //    Files are read and parsed on every core (`OrderedParallelWork`); the results are
        //    taken in the order below, so problems are reported in the same order as ever.
        var snapshots: [String: LayoutSnapshot] = [:]
        var unreadable = Set<String>()
        var seen = Set<String>()
        let ownPaths = paths.filter { seen.insert($0).inserted }
        let otherPaths = existing.map(\.path).filter { seen.insert($0).inserted }
        let snapshotStore = store
        let reads = OrderedParallelWork.map(ownPaths + otherPaths) { path in Result { try snapshotStore.read(path) } }
        for (path, read) in zip(ownPaths, reads) {
            switch read {
            case .success(let snapshot): snapshots[path] = snapshot
            case .failure(let error):
                problems.append("\(error)")
                unreadable.insert(path)
                badInput = true
            }
        }
        for (path, read) in zip(otherPaths, reads.dropFirst(ownPaths.count)) {
            if case .success(let snapshot?) = read { snapshots[path] = snapshot }
        }

        // 2. Match scenarios with snapshots.
        let types = DeclaringTypes()
        let afters = OrderedParallelWork.map(scenarios) { $0.snapshot(types: types) }
        let matches = SnapshotMatching.match(afters, ownPaths: paths, snapshots: snapshots,
                                             candidates: existing.map(\.path))

        // 3. Compare and record.
        var checked: [CheckedScenario] = []
        var missing = false
        var written = Set<String>()
        var moved: [String] = []
        for (index, scenario) in scenarios.enumerated() {
            let path = paths[index]
            let after = afters[index]
            let beforePath = matches.beforePath[index]
            let before = beforePath.flatMap { snapshots[$0] }
            let renamed = beforePath.flatMap { $0 == path ? nil : $0 }
            var comparison: ScenarioComparison
            if let before {
                comparison = ScenarioComparison(before: before, after: after, tolerance: tolerance)
                if renamed != nil, comparison.status == .unchanged { comparison.status = .renamed }
            } else {
                comparison = ScenarioComparison(status: .added)
                missing = missing || !unreadable.contains(path)
            }
            let shouldRecord: Bool
            switch recordMode {
            case .all: shouldRecord = true
            case .failed: shouldRecord = comparison.status != .unchanged
            case .missing: shouldRecord = before == nil || renamed != nil
            case .never: shouldRecord = false
            }
            var recorded = false
            if shouldRecord && !unreadable.contains(path) && !(requireBaseline && before == nil) {
                do {
                    try store.write(after, to: path, roots: roots)
                    recorded = true
                    written.insert(path)
                    if let renamed { moved.append(renamed) }
                } catch let refusal as PathRefusal {
                    problems.append("\(path): error: cannot write snapshot: \(refusal)")
                    badInput = true
                } catch {
                    problems.append("\(path): error: cannot write snapshot: \(FilePaths.reason(error))")
                }
            }
            let oldID = renamed.map { Self.id(ofSnapshot: $0) }
            checked.append(CheckedScenario(fixture: scenario.fixturePath, scenario: scenario.name, id: scenario.id,
                                           snapshotPath: path, comparison: comparison, before: before, after: after,
                                           recorded: recorded, line: scenario.line,
                                           renamedFrom: renamed.map { (oldID!, $0) }))
        }
        // A recorded move takes its old file along, unless this run wrote that path anew.
        let ownPathSet = Set(paths)
        for path in moved where !written.contains(path) && !ownPathSet.contains(path) {
            try? removePermittedFile(path, in: roots)
        }

        for (fixture, path) in existing where !matches.claimed.contains(path) && !ownPathSet.contains(path) {
            let before = snapshots[path]
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

    /// `<fixture folder>/<file name>` of a snapshot path: the id its scenario had.
    static func id(ofSnapshot path: String) -> String {
        let fixture = SnapshotStore.fileName(of: SnapshotStore.directory(of: path))
        let slug = String(SnapshotStore.fileName(of: path).dropLast(SnapshotStore.fileExtension.count + 1))
        return fixture + "/" + slug
    }
}
