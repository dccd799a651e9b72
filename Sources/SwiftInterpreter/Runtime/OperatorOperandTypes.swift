/// Which operator function an expression `a + b` calls: Swift chooses among every `+` in scope
/// (the standard library's and the program's) by the operands' types. `extension String { static
/// func + (lhs: String, rhs: Character) -> String }` is never chosen for two `String`s: the
/// standard library's `+ (String, String)` is (checked with swiftc: `func appending(_ s: String)
/// -> String { self + s }` beside that operator concatenates and returns).
extension Interpreter {
    /// The first binary overload among `overloads` whose declared operand types the operands do
    /// not contradict; nil when all of them are contradicted (the library's operator applies).
    /// Overloads that are not binary (a prefix operator of the same spelling) are skipped.
    static func operatorOverload(among overloads: [Function], _ lhs: Value, _ rhs: Value) -> Function? {
        overloads.first { $0.labels?.count != 1 && !operandsContradict($0, lhs, rhs) }
    }

    /// Whether a plain value (a string, character, number or `Bool`) is given where `function`
    /// declares another plain type (`Character` given a `String`, `String` given an `Int`).
    /// Numbers may be literals typed by context, so one number type does not contradict another.
    static func operandsContradict(_ function: Function, _ lhs: Value, _ rhs: Value) -> Bool {
        guard case let .interpreted(body) = function.body, body.parameters.count == 2 else { return false }
        for (parameter, value) in zip(body.parameters, [lhs, rhs]) {
            if let declared = parameter.hint?.typeName, PlainValueKind.contradicts(declared, value) { return true }
            if let declared = parameter.hint?.lookingThroughOptional.typeName, PlainValueKind(typeName: declared) != nil,
               instanceOfAnotherType(value) { return true }
            if let declared = parameter.hint?.typeName, floatingValueGivenAsInteger(declared, value) { return true }
            if value.isNil, let declared = parameter.hint, refusesNil(declared, owner: body.owner?.name) { return true }
        }
        return false
    }

    /// Whether `value` (looking through optionals) is an instance of a struct, enum or class, or of
    /// one of Apple's types that is not a plain one: none of them is a `String`, number, character
    /// or `Bool` (`optionalAxes == .horizontal` beside `func == (lhs: String?, rhs: P)` is
    /// `Axis.Set`'s own `==`). A value standing for code not read may be anything.
    static func instanceOfAnotherType(_ value: Value) -> Bool {
        var value = value
        while case let .optional(wrapped?) = value { value = wrapped }
        switch value {
        case .structValue, .enumValue, .object, .function: return true
        case let .native(native):
            return native.type.native?.standsForUnseenNames != true && PlainValueKind(typeName: native.type.name) == nil
                && !["Substring", "NSString", "NSNumber", "AttributedString", "LocalizedStringKey"].contains(native.type.name)
        default: return false
        }
    }

    /// Whether a parameter of type `declared` cannot take `nil`: the operator's own type written
    /// without `?` (`lhs: Counter` in `Counter`'s `static func ==`, `lhs: Self`) is not optional,
    /// so `shared == nil` with `shared: Counter?` does not call that `==` but compares with the
    /// standard library's `Optional` `==` (The Swift Programming Language, "Optionals": "nil can't
    /// be used with non-optional constants and variables"; swiftc 6 runs such a check without
    /// calling the type's `==`). Other names may be a generic parameter or a `typealias` of an
    /// optional type, so they are left to the call.
    static func refusesNil(_ declared: TypeHint, owner: String?) -> Bool {
        guard case let .named(name) = declared else { return false }
        return name == "Self" || name == owner
    }

    /// A floating-point value (a `Double` or `CGFloat`, computed or a literal such as `1.5`)
    /// where an integer type is declared: no floating-point value or literal becomes an integer
    /// (an integer literal may become a `Double`, not the reverse). `func * (lhs: Int, rhs:
    /// Double) -> Double { Double(lhs) * rhs }` multiplies two `Double`s with the standard
    /// library's `*` in its body, not with itself (swiftc 6 prints "user *" for `n * 0.5` with
    /// `n = 4`, and not for `Double(3) * 2.0`). Unverified gap: swiftc also picks it for the
    /// literals `2 * 1.5` (`2` defaults to `Int`); the interpreter types that `2` by the
    /// `Double` beside it and uses the library's `*`, with the same product.
    static func floatingValueGivenAsInteger(_ declared: String, _ value: Value) -> Bool {
        switch value {
        case .double, .cgFloat: return integerTypeNames.contains(declared)
        default: return false
        }
    }

    static let integerTypeNames: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
}
