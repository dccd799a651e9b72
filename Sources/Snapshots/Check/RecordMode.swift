/// When `check` writes snapshots, with swift-snapshot-testing's meanings.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Record every snapshot, changed or not.
    case all
    /// Re-record the snapshots that differ (and record missing ones).
    case failed
    /// Record only snapshots that do not exist yet. The default outside CI.
    case missing
    /// Never write. The default when the `CI` environment variable is set, so CI never records
    /// silently.
    case never

    /// `never` on CI, `missing` elsewhere.
    public static func defaultMode(environment: [String: String]) -> RecordMode {
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}

/// Which outcomes make `check` exit 1.
public struct FailOn: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let changed = FailOn(rawValue: 1)
    public static let added = FailOn(rawValue: 2)
    public static let removed = FailOn(rawValue: 4)
    public static let orphan = FailOn(rawValue: 8)
    /// A snapshot found under another name (its file needs moving).
    public static let renamed = FailOn(rawValue: 16)
    public static let all: FailOn = [.changed, .added, .renamed, .removed, .orphan]

    /// The names accepted by `--fail-on`.
    public static let names: [(String, FailOn)] = [("changed", .changed), ("added", .added), ("renamed", .renamed),
                                                   ("removed", .removed), ("orphan", .orphan)]

    /// Parses `changed,added`; returns the unknown name on failure.
    public static func parse(_ text: String) -> Result<FailOn, FailOnNameError> {
        var result: FailOn = []
        for part in text.split(separator: ",") {
            let name = part.trimmingSpaces
            guard let match = names.first(where: { $0.0 == name }) else { return .failure(FailOnNameError(name: name)) }
            result.insert(match.1)
        }
        return .success(result)
    }

    public func includes(_ status: ScenarioComparison.Status) -> Bool {
        switch status {
        case .unchanged: return false
        case .changed: return contains(.changed)
        case .added: return contains(.added)
        case .renamed: return contains(.renamed)
        case .removed: return contains(.removed)
        case .orphaned: return contains(.orphan)
        }
    }
}

public struct FailOnNameError: Error, Sendable {
    public var name: String
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
