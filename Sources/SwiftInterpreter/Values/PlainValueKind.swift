/// The kind of a plain value as Swift's overload resolution tells them apart: a `String`, a
/// `Character`, a number or a `Bool`. A value of one kind never converts to another (The Swift
/// Programming Language, "Type Casting"); a literal may become any number type, so the number
/// types are one kind here (a literal `1` given to `Double` is no contradiction).
enum PlainValueKind {
    case string, character, number, bool

    init?(typeName: String) {
        switch typeName {
        case "String": self = .string
        case "Character": self = .character
        case "Bool": self = .bool
        case "Int", "Double", "CGFloat", "Float", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            self = .number
        default: return nil
        }
    }

    init?(value: Value) {
        switch value {
        case .string: self = .string
        case .character: self = .character
        case .bool: self = .bool
        case .int, .double, .cgFloat: self = .number
        default: return nil
        }
    }

    /// Whether `value` is a plain value of another kind than the plain type `declared` (a
    /// `Character` given where `String` is declared); false when either is not plain.
    static func contradicts(_ declared: String, _ value: Value) -> Bool {
        guard let declaredKind = PlainValueKind(typeName: declared), let actualKind = PlainValueKind(value: value) else { return false }
        return declaredKind != actualKind
    }
}
