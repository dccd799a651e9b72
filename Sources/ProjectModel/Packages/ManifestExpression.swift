/// An expression of a manifest, as far as the declarative reader understands one: literals, names,
/// `.member`s, calls with labelled arguments, array literals and `+`. Anything else is `unknown`
/// with a word for what it was, so the reader can warn where it is used.
indirect enum ManifestExpression: Equatable {
    case string(String, offset: Int)
    case number(String, offset: Int)
    case identifier(String, offset: Int)
    /// `.target` (the base left implicit).
    case implicitMember(String, offset: Int)
    /// `base.name`.
    case member(ManifestExpression, String, offset: Int)
    case call(ManifestExpression, [ManifestArgument], offset: Int)
    case array([ManifestExpression], offset: Int)
    case concatenation(ManifestExpression, ManifestExpression)
    /// `condition ? then : else` (read by the project-manifest reader, which can decide a
    /// condition that is a `true`/`false` it was given).
    case conditional(ManifestExpression, ManifestExpression, ManifestExpression)
    /// A string literal with `\(…)`: its text with each interpolation kept as written.
    case interpolated(String, offset: Int)
    /// `[key: value, …]` (`[:]` when empty).
    case dictionary([ManifestEntry], offset: Int)
    case unknown(String, offset: Int)

    var offset: Int {
        switch self {
        case .string(_, let offset), .number(_, let offset), .identifier(_, let offset), .implicitMember(_, let offset),
             .member(_, _, let offset), .call(_, _, let offset), .array(_, let offset), .unknown(_, let offset),
             .interpolated(_, let offset), .dictionary(_, let offset):
            return offset
        case .concatenation(let left, _), .conditional(let left, _, _):
            return left.offset
        }
    }

    /// The callee's last name of a call (`target` for `.target(…)` and `Target.target(…)`).
    var calleeName: String? {
        guard case .call(let callee, _, _) = self else { return nil }
        switch callee {
        case .identifier(let name, _), .implicitMember(let name, _), .member(_, let name, _): return name
        default: return nil
        }
    }

    var arguments: [ManifestArgument] {
        if case .call(_, let arguments, _) = self { return arguments }
        return []
    }

    func argument(_ label: String?) -> ManifestExpression? { arguments.first { $0.label == label }?.value }
}

struct ManifestArgument: Equatable {
    var label: String?
    var value: ManifestExpression
}

/// One `key: value` of a dictionary literal.
struct ManifestEntry: Equatable {
    var key: ManifestExpression
    var value: ManifestExpression
}
