/// How serious a diagnostic is, spelled as swiftc spells it in `file:line:col: error: …`.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// The input cannot be used as written; the affected scenario does not run.
    case error
    /// The input is used, but the result may differ from what SwiftUI shows.
    case warning
    /// Extra information attached to another diagnostic.
    case note

    private var rank: Int {
        switch self {
        case .error: return 2
        case .warning: return 1
        case .note: return 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
