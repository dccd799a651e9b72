import Diagnostics

/// A YAML node as the `project.yml` reader needs it (YAML 1.2, "Representation Graph"): a
/// scalar kept as its text (xcodegen reads `YES`, `true`, `6` and `"6"` all as the text it needs),
/// a sequence, or a mapping with its keys in document order. Each node knows where it starts.
indirect enum YAMLValue: Equatable, Sendable {
    case scalar(String, at: SourcePosition)
    case sequence([YAMLValue], at: SourcePosition)
    case mapping([YAMLEntry], at: SourcePosition)
    /// An empty value (`key:` with nothing after it, `~`, `null`).
    case null(at: SourcePosition)

    var position: SourcePosition {
        switch self {
        case .scalar(_, let at), .sequence(_, let at), .mapping(_, let at), .null(let at): return at
        }
    }

    /// The value of `key` in a mapping (the last one when a key repeats, as xcodegen's decoder
    /// takes it; unverified).
    subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries, _) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    var entries: [YAMLEntry] {
        if case .mapping(let entries, _) = self { return entries }
        return []
    }

    /// A sequence's items; a single scalar or mapping is one item (xcodegen accepts `sources: App`).
    var items: [YAMLValue] {
        switch self {
        case .sequence(let items, _): return items
        case .null: return []
        default: return [self]
        }
    }

    /// How many nodes the value holds (bounds what aliases may copy).
    var nodeCount: Int {
        switch self {
        case .scalar, .null: return 1
        case .sequence(let items, _): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let entries, _): return entries.reduce(1) { $0 + $1.value.nodeCount }
        }
    }
}

struct YAMLEntry: Equatable, Sendable {
    var key: String
    var value: YAMLValue
}
