import LayoutEngine

/// `summary.json`, schema `layoutlens.summary/1`: counts, then every scenario with its status,
/// deltas and why-line, keys in a fixed order. `layoutlens approve --from` reads it back.
extension CheckSummary {
    public static let schema = "layoutlens.summary/1"

    public var json: JSONValue { json(baseline: nil) }

    /// `baseline`: the `--baseline` folder of the run, if any (approve writes only there or into
    /// `__Snapshots__` folders).
    public func json(baseline: String?) -> JSONValue {
        let counts: [(String, JSONValue)] = ScenarioComparison.Status.allCases.map { ($0.rawValue, .number(Double(count($0)))) }
        return .object([
            ("schema", .string(Self.schema)),
            ("baseline", baseline.map(JSONValue.string) ?? .null),
            ("counts", .object(counts)),
            ("scenarios", .array(scenarios.map(\.json))),
        ])
    }
}

extension CheckedScenario {
    var json: JSONValue {
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
            ("why", comparison.why.map(JSONValue.string) ?? .null),
            ("changes", .array(changes)),
            ("addedViews", views(comparison.addedViews)),
            ("removedViews", views(comparison.removedViews)),
            // The new layout's snapshot text, so `approve` records exactly what this run saw.
            ("recording", after.map { JSONValue.string($0.text) } ?? .null),
        ])
    }
}
