/// Structural equality and hashing, used for dictionary keys, set elements and synthesised
/// `Equatable`/`Hashable` conformances. Class instances and functions compare by identity.
extension Value: Hashable {
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void): return true
        case let (.int(a), .int(b)): return a == b
        case let (.uint64(a), .uint64(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.cgFloat(a), .cgFloat(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.character(a), .character(b)): return a == b
        case let (.optional(a), .optional(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count && a.pairs.allSatisfy { b[$0.0] == $0.1 }
        case let (.set(a), .set(b)): return a.count == b.count && a.elements.allSatisfy(b.contains)
        case let (.tuple(a, _), .tuple(b, _)): return a == b
        case let (.range(a), .range(b)): return a == b
        case let (.structValue(a), .structValue(b)): return a.type === b.type && a.fields == b.fields
        case let (.enumValue(a), .enumValue(b)):
            return a.type === b.type && a.caseName == b.caseName && a.payload == b.payload
        case let (.object(a), .object(b)): return a === b
        case let (.function(a), .function(b)): return a === b
        case let (.metatype(a), .metatype(b)): return a === b
        case let (.keyPath(a), .keyPath(b)): return a == b
        case let (.unresolvedMember(a), .unresolvedMember(b)): return a.name == b.name && a.arguments == nil && b.arguments == nil
        case let (.native(a), .native(b)):
            guard a.type === b.type else { return false }
            if let x = a.payload as? AnyHashable, let y = b.payload as? AnyHashable { return x == y }
            return false
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .void: hasher.combine(0)
        case let .int(v): hasher.combine(v)
        case let .uint64(v): hasher.combine(v)
        case let .double(v), let .cgFloat(v): hasher.combine(v)
        case let .bool(v): hasher.combine(v)
        case let .string(v): hasher.combine(v)
        case let .character(v): hasher.combine(v)
        case let .optional(v): hasher.combine(v)
        case let .array(v): hasher.combine(v)
        case let .dictionary(v): hasher.combine(v.count)
        case let .set(v): hasher.combine(v.count)
        case let .tuple(v, _): hasher.combine(v)
        case let .range(v): hasher.combine(v)
        case let .structValue(v): hasher.combine(ObjectIdentifier(v.type)); hasher.combine(v.fields)
        case let .enumValue(v): hasher.combine(v.caseName); hasher.combine(v.payload)
        case let .object(v): hasher.combine(ObjectIdentifier(v))
        case let .function(v): hasher.combine(ObjectIdentifier(v))
        case let .metatype(v): hasher.combine(ObjectIdentifier(v))
        case let .keyPath(v): hasher.combine(v)
        case let .unresolvedMember(v): hasher.combine(v.name)
        case let .native(v): hasher.combine(ObjectIdentifier(v.type))
            if let h = v.payload as? AnyHashable { hasher.combine(h) }
        }
    }
}
