import FileAccess

/// Checks a `summary.json` against schema `layoutlens.summary/2` before `approve` uses any of it:
/// every key approve reads must be present with the right type, statuses and root kinds must be
/// known, root indexes in range, snapshot files exactly `<fixture>/<scenario>.txt` with no `..`,
/// and root paths absolute. Keys it does not know are ignored (later versions may add some).
public enum SummarySchema {
    public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where in the document, e.g. `scenarios[3].snapshotFile`.
        public var location: String
        public var message: String
        public var description: String { "\(location): \(message)" }
    }

    /// The document's snapshot roots, once valid.
    public static func validate(_ document: JSONValue) throws(Violation) -> [SnapshotRootRecord] {
        guard case .object = document else { throw Violation(location: "(document)", message: "expected an object") }
        let schema = try string(document, "schema", at: "")
        guard schema == CheckSummary.schema else {
            let hint = schema.hasPrefix("layoutlens.summary/") ? "; run 'layoutlens check' again with this version" : ""
            throw Violation(location: "schema", message: "expected '\(CheckSummary.schema)', found '\(schema)'\(hint)")
        }
        _ = try optionalString(document, "baseline", at: "")
        guard case .object(let counts)? = document["counts"] else { throw Violation(location: "counts", message: "expected an object") }
        for (key, value) in counts where value.numberValue == nil {
            throw Violation(location: "counts.\(key)", message: "expected a number")
        }
        var roots: [SnapshotRootRecord] = []
        for (index, root) in try array(document, "snapshotRoots", at: "").enumerated() {
            let at = "snapshotRoots[\(index)]."
            let kindName = try string(root, "kind", at: at)
            guard let kind = WritableRoot.Kind(rawValue: kindName), kind != .output else {
                throw Violation(location: at + "kind", message: "expected 'besideFixtures' or 'baseline', found '\(kindName)'")
            }
            let absolute = try string(root, "absolute", at: at)
            guard absolute.hasPrefix("/"), FilePaths.absoluteComponents(absolute) != nil else {
                throw Violation(location: at + "absolute", message: "expected an absolute path without '..'")
            }
            let repository = try optionalString(root, "repository", at: at)
            let relative = try optionalString(root, "relative", at: at)
            if let relative, relative.hasPrefix("/") || relative.split(separator: "/").contains("..") {
                throw Violation(location: at + "relative", message: "expected a path inside the repository")
            }
            if kind == .besideFixtures, SnapshotStore.fileName(of: absolute) != SnapshotStore.folderName {
                throw Violation(location: at + "absolute", message: "a snapshot folder beside fixtures is named \(SnapshotStore.folderName)")
            }
            roots.append(SnapshotRootRecord(kind: kind, absolute: absolute, repository: repository, relative: relative))
        }
        let statuses = ScenarioComparison.Status.allCases.map(\.rawValue)
        for (index, scenario) in try array(document, "scenarios", at: "").enumerated() {
            let at = "scenarios[\(index)]."
            for key in ["id", "file", "name", "snapshot", "snapshotFile"] { _ = try string(scenario, key, at: at) }
            let status = try string(scenario, "status", at: at)
            guard statuses.contains(status) else {
                throw Violation(location: at + "status", message: "unknown status '\(status)'")
            }
            guard let root = scenario["snapshotRoot"]?.numberValue, root >= 0, root < Double(roots.count), root == root.rounded() else {
                throw Violation(location: at + "snapshotRoot", message: "expected the index of one of the \(roots.count) snapshotRoots")
            }
            guard isSnapshotFile(try string(scenario, "snapshotFile", at: at)) else {
                throw Violation(location: at + "snapshotFile", message: "expected '<fixture>/<scenario>.\(SnapshotStore.fileExtension)'")
            }
            if let previous = scenario["previousSnapshotRoot"], previous != .null {
                guard let index = previous.numberValue, index >= 0, index < Double(roots.count), index == index.rounded() else {
                    throw Violation(location: at + "previousSnapshotRoot", message: "expected the index of one of the \(roots.count) snapshotRoots")
                }
                guard let file = try optionalString(scenario, "previousSnapshotFile", at: at), isSnapshotFile(file) else {
                    throw Violation(location: at + "previousSnapshotFile", message: "expected '<fixture>/<scenario>.\(SnapshotStore.fileExtension)'")
                }
            }
            _ = try optionalString(scenario, "recording", at: at)
            _ = try optionalString(scenario, "why", at: at)
            for key in ["changes", "addedViews", "removedViews"] { _ = try array(scenario, key, at: at) }
        }
        return roots
    }

    /// Two plain components (no `.`/`..`, no hidden names, no control characters), the last
    /// ending in `.txt`.
    static func isSnapshotFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasSuffix("." + SnapshotStore.fileExtension) else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && !part.hasPrefix(".") && !part.unicodeScalars.contains { $0.value < 0x20 || $0 == "\\" }
        }
    }

    private static func string(_ object: JSONValue, _ key: String, at: String) throws(Violation) -> String {
        guard let value = object[key]?.stringValue else { throw Violation(location: at + key, message: "expected a string") }
        return value
    }

    private static func optionalString(_ object: JSONValue, _ key: String, at: String) throws(Violation) -> String? {
        switch object[key] {
        case .string(let value)?: return value
        case .null?: return nil
        default: throw Violation(location: at + key, message: "expected a string or null")
        }
    }

    private static func array(_ object: JSONValue, _ key: String, at: String) throws(Violation) -> [JSONValue] {
        guard let value = object[key]?.arrayValue else { throw Violation(location: at + key, message: "expected an array") }
        return value
    }
}
