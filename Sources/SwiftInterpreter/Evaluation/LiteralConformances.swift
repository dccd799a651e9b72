/// Literals of the program's own `ExpressibleBy…Literal` types.
///
/// Where a type conforming to `ExpressibleByIntegerLiteral` is expected, an integer literal makes
/// a value of that type with its `init(integerLiteral:)`, and likewise a floating-point literal
/// with `init(floatLiteral:)`, a Boolean literal with `init(booleanLiteral:)`, a string
/// literal with `init(stringLiteral:)` and `nil` with `init(nilLiteral:)` (The Swift Programming
/// Language, "Literal Expressions" and the standard library's `ExpressibleByIntegerLiteral`, …:
/// "a literal … can be used to initialize an instance of any type that conforms"). A design
/// system's `.padding(16)` for `func padding(_ space: Space)` with `enum Space:
/// ExpressibleByIntegerLiteral` is one.
///
/// Swift converts only literals; a value of another type given for such a parameter does not
/// compile, so any plain number, string, Boolean or `nil` the interpreter holds where one of these
/// types is expected came from a literal (an optional value is never converted to a non-optional
/// type: `let lock: Atomic<Session?> = nil` can only be the literal).
extension Interpreter {
    /// Names the conversion never applies to: the standard types literals default to.
    private static let literalDefaultTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool", "Character"]

    /// `value` made into the program's type `typeName` by its literal initializer, or nil when the
    /// value is no literal kind, the type is not the program's or does not conform. A library
    /// type that takes number literals (`Decimal`) makes its value with `fromNumberLiteral`.
    func valueFromLiteral(_ value: Value, ofProgramType typeName: String) throws -> Value? {
        let label: String
        let protocols: [String]
        switch value {
        case .int: (label, protocols) = ("integerLiteral", ["ExpressibleByIntegerLiteral"])
        case .double: (label, protocols) = ("floatLiteral", ["ExpressibleByFloatLiteral"])
        case .bool: (label, protocols) = ("booleanLiteral", ["ExpressibleByBooleanLiteral"])
        case .string: (label, protocols) = ("stringLiteral", ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"])
        case .optional(nil): (label, protocols) = ("nilLiteral", ["ExpressibleByNilLiteral"])
        default: return nil
        }
        guard !Self.literalDefaultTypes.contains(typeName), let type = type(named: typeName) else { return nil }
        if let make = type.native?.fromNumberLiteral {
            return label == "integerLiteral" || label == "floatLiteral" ? make(self, value) : nil
        }
        guard !type.isLibraryType,
              type.kind == .structType || type.kind == .enumType || type.kind == .classType,
              allConformances(of: type).contains(where: protocols.contains),
              findInitializer(type, labels: [label]) != nil else { return nil }
        // `init(nilLiteral: ())` takes the empty tuple.
        return try construct(type, [CallArgument(label, label == "nilLiteral" ? .void : value)])
    }
}
