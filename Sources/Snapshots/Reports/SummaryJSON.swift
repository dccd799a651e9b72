import FileAccess
import LayoutEngine

/// `summary.json`, schema `layoutlens.summary/2`: counts, the snapshot folders the run used,
/// then every scenario with its status, deltas and why-line, keys in a fixed order.
/// `layoutlens approve --from` reads it back (see `SummarySchema`).
extension CheckSummary {
    public static let schema = "layoutlens.summary/2"

    public var json: JSONValue { json(baseline: nil) }

    /// `baseline`: the `--baseline` folder of the run, if any. Each snapshot folder the run used
    /// (the baseline, or each `__Snapshots__` beside the fixtures) is recorded absolute and
    /// relative to its git repository, and each scenario's snapshot as that folder's index plus
    /// `<fixture>/<scenario>.txt` below it, so `approve` writes exactly there from any working
    /// directory, or from another checkout of the same repository.
    public func json(baseline: String?) -> JSONValue {
        let counts: [(String, JSONValue)] = ScenarioComparison.Status.allCases.map { ($0.rawValue, .number(Double(count($0)))) }
        var roots: [String] = []
        var rootIndex: [String: Int] = [:]
        var entries: [JSONValue] = []
        /// A snapshot path as the index of its folder's root plus `<fixture>/<scenario>.txt`.
        func located(_ snapshotPath: String) -> (root: Int, file: String) {
            let root = baseline ?? SnapshotStore.directory(of: SnapshotStore.directory(of: snapshotPath))
            let index = rootIndex[root] ?? roots.count
            if index == roots.count { roots.append(root); rootIndex[root] = index }
            let file = SnapshotStore.join(SnapshotStore.fileName(of: SnapshotStore.directory(of: snapshotPath)),
                                          SnapshotStore.fileName(of: snapshotPath))
            return (index, file)
        }
        for scenario in scenarios {
            let own = located(scenario.snapshotPath)
            let previous = scenario.renamedFrom.map { located($0.snapshotPath) }
            entries.append(scenario.json(root: own.root, file: own.file, previous: previous))
        }
        let kind: WritableRoot.Kind = baseline == nil ? .besideFixtures : .baseline
        return .object([
            ("schema", .string(Self.schema)),
            ("baseline", baseline.map(JSONValue.string) ?? .null),
            ("snapshotRoots", .array(roots.map { SnapshotRootRecord(path: $0, kind: kind).json })),
            ("counts", .object(counts)),
            ("scenarios", .array(entries)),
        ])
    }
}

extension CheckedScenario {
    func json(root: Int, file: String, previous: (root: Int, file: String)?) -> JSONValue {
        func rect(_ rect: Rect) -> JSONValue {
            .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
        }
        let changes: [JSONValue] = comparison.changes.map { change in
            .object([
                ("path", .string(change.path)), ("label", .string(change.label)),
                ("before", rect(change.before)), ("after", rect(change.after)),
                ("delta", .object([("x", .number(change.dx)), ("y", .number(change.dy)),
                                   ("width", .number(change.dw)), ("height", .number(change.dh))])),
            ])
        }
        func views(_ list: [SnapshotView]) -> JSONValue {
            .array(list.map { .object([("path", .string($0.path)), ("label", .string($0.label)), ("frame", rect($0.frame))]) })
        }
        return .object([
            ("id", .string(id)),
            ("file", .string(fixture)),
            ("name", .string(scenario)),
            ("status", .string(status.rawValue)),
            ("snapshot", .string(snapshotPath)),
            ("line", line.map { JSONValue.number(Double($0)) } ?? .null),
            // A moved or renamed preview: the id and snapshot it was found under.
            ("renamedFrom", renamedFrom.map { JSONValue.string($0.id) } ?? .null),
            ("previousSnapshot", renamedFrom.map { JSONValue.string($0.snapshotPath) } ?? .null),
            ("snapshotRoot", .number(Double(root))),
            ("snapshotFile", .string(file)),
            ("previousSnapshotRoot", previous.map { JSONValue.number(Double($0.root)) } ?? .null),
            ("previousSnapshotFile", previous.map { JSONValue.string($0.file) } ?? .null),
            ("why", comparison.why.map(JSONValue.string) ?? .null),
            ("changes", .array(changes)),
            ("addedViews", views(comparison.addedViews)),
            ("removedViews", views(comparison.removedViews)),
            // The new layout's snapshot text, so `approve` records exactly what this run saw.
            ("recording", after.map { JSONValue.string($0.text) } ?? .null),
        ])
    }
}
