/// A ProjectDescription value as data, spelled as the declarative reader reads a manifest:
/// `Project(name: "A", targets: [.target(name: "A", …)])` is
/// `.call("Project", isType: true, [("name", .string("A")), ("targets", .array([...]))])`.
public indirect enum ManifestValue: Sendable, Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case none
    case array([ManifestValue])
    case dictionary([Entry])
    /// `Name(…)` (`isType`) or `.name(…)`; arguments in order, unlabelled ones with a nil label.
    case call(String, isType: Bool, [Argument])
    /// `.name` without arguments (an enum case such as `.framework`).
    case member(String)

    public struct Argument: Sendable, Equatable {
        public var label: String?
        public var value: ManifestValue
        public init(_ label: String?, _ value: ManifestValue) {
            self.label = label
            self.value = value
        }
    }

    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: ManifestValue
        public init(_ key: String, _ value: ManifestValue) {
            self.key = key
            self.value = value
        }
    }

    /// The expression the declarative reader would have parsed for this value, every part at
    /// `offset` (where the manifest binds the project, so a diagnostic points there).
    func expression(at offset: Int) -> ManifestExpression {
        switch self {
        case .string(let text): return .string(text, offset: offset)
        case .number(let text): return .number(text, offset: offset)
        case .bool(let flag): return .identifier(flag ? "true" : "false", offset: offset)
        case .none: return .identifier("nil", offset: offset)
        case .array(let items): return .array(items.map { $0.expression(at: offset) }, offset: offset)
        case .dictionary(let entries):
            return .dictionary(entries.map { ManifestEntry(key: .string($0.key, offset: offset), value: $0.value.expression(at: offset)) }, offset: offset)
        case .member(let name): return .implicitMember(name, offset: offset)
        case .call(let name, let isType, let arguments):
            let callee: ManifestExpression = isType ? .identifier(name, offset: offset) : .implicitMember(name, offset: offset)
            return .call(callee, arguments.map { ManifestArgument(label: $0.label, value: $0.value.expression(at: offset)) }, offset: offset)
        }
    }
}
