import Foundation

/// `layoutlens approve`: applies the changes listed in a `summary.json` — writes the recorded
/// snapshot of each changed or added scenario, deletes the snapshot of each removed or orphaned
/// one — optionally only for scenario ids matching a regular expression.
public struct Approval: Sendable {
    public enum Action: Equatable, Sendable {
        case record(id: String, path: String)
        case delete(id: String, path: String)
    }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public var actions: [Action]
    private var texts: [String: String]

    /// Reads the summary; `filter` selects scenario ids. Refuses snapshot paths that are not
    /// `.txt` files inside a `__Snapshots__` folder or the run's baseline folder, or that contain
    /// `..`, so a doctored summary cannot make `approve` write or delete elsewhere.
    public init(summaryText: String, filter: String?) throws {
        let json: JSONValue
        do { json = try JSONParser.parse(summaryText) } catch { throw Problem(message: "not a summary.json: \(error)") }
        guard json["schema"]?.stringValue == CheckSummary.schema else {
            throw Problem(message: "not a \(CheckSummary.schema) file")
        }
        let baseline = json["baseline"]?.stringValue
        let regex: Regex<AnyRegexOutput>?
        do { regex = try filter.map { try Regex($0) } } catch { throw Problem(message: "invalid --filter regular expression: \(error)") }
        var actions: [Action] = []
        var texts: [String: String] = [:]
        for entry in json["scenarios"]?.arrayValue ?? [] {
            guard let id = entry["id"]?.stringValue, let status = entry["status"]?.stringValue,
                  let path = entry["snapshot"]?.stringValue else { throw Problem(message: "a scenario entry lacks id, status or snapshot") }
            if let regex, (try? regex.firstMatch(in: id)) == nil { continue }
            guard Self.isSnapshotPath(path, baseline: baseline) else {
                throw Problem(message: "refusing to touch '\(path)': not a snapshot file")
            }
            switch status {
            case "changed", "added":
                guard let text = entry["recording"]?.stringValue else { continue }
                do { _ = try LayoutSnapshot(parsing: text) } catch { throw Problem(message: "\(id): bad recording: \(error)") }
                actions.append(.record(id: id, path: path))
                texts[path] = text
            case "removed", "orphaned":
                actions.append(.delete(id: id, path: path))
            default:
                continue
            }
        }
        self.actions = actions
        self.texts = texts
    }

    static func isSnapshotPath(_ path: String, baseline: String?) -> Bool {
        let components = path.split(separator: "/")
        guard path.hasSuffix("." + SnapshotStore.fileExtension), !components.contains("..") else { return false }
        if components.contains(Substring(SnapshotStore.folderName)) { return true }
        guard let baseline, !baseline.isEmpty else { return false }
        return path.hasPrefix(baseline.hasSuffix("/") ? baseline : baseline + "/")
    }

    /// Performs the actions; returns one line per action.
    public func apply() throws -> [String] {
        var lines: [String] = []
        for action in actions {
            switch action {
            case .record(let id, let path):
                let folder = SnapshotStore.directory(of: path)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data((texts[path] ?? "").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                lines.append("recorded \(id) → \(path)")
            case .delete(let id, let path):
                if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
                lines.append("deleted \(id) (\(path))")
            }
        }
        return lines
    }
}
