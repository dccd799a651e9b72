/// A global operator function declared for one of the program's concrete types
/// (`func == (lhs: PlayerState, rhs: PlayerState) -> Bool` at file scope) is one overload among
/// every `==` in scope; Swift chooses it only for operands of that type (The Swift Programming
/// Language, "Advanced Operators", "Operator Methods": an operator function is an overload for the
/// types it declares). Two cases of another enum (`family == .small` with `WidgetFamily`), two
/// instances of another struct, or two values of a library type compare with their own `==`
/// (swiftc 6 type-checks `Shade.dark == .dark` beside such a global `==` without calling it).
extension Interpreter {
    /// Whether an operand is an instance of a struct, enum or class other than the program's
    /// concrete type its parameter names (a subclass instance is still the declared class); an
    /// optional operand is tried by what it wraps, and a protocol, generic or library parameter
    /// type decides nothing here (`operandOutsideDeclaredProtocol` answers for protocols).
    func operandOfAnotherConcreteType(_ function: Function, _ lhs: Value, _ rhs: Value) -> Bool {
        guard case let .interpreted(body) = function.body, body.parameters.count == 2 else { return false }
        for (parameter, operand) in zip(body.parameters, [lhs, rhs]) {
            if Self.isNil(operand), nilIsNoValue(of: parameter.hint) { return true }
            if plainOperand(operand, cannotBe: parameter.hint) { return true }
            guard case let .named(declared)? = parameter.hint?.lookingThroughOptional,
                  let expected = type(named: declared), let actual = Self.concreteType(of: operand) else { continue }
            // An Apple type declared (`func == (left: UIColor?, right: UIColor?)`): two `Date`s or two
            // cases of the program's enum compare with their own `==`; only a class of the program
            // can be a `UIColor`, by inheriting from it.
            if expected.kind == .native {
                switch actual.kind {
                case .native: if actual.name != expected.name, !isUnseen(operand) { return true }
                case .structType, .enumType: return true
                case .classType: if !inherits(actual, from: expected) { return true }
                default: break
                }
                continue
            }
            guard !expected.isLibraryType else { continue }
            switch expected.kind {
            case .structType, .enumType:
                if actual !== expected { return true }
            case .classType:
                if !inherits(actual, from: expected) { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether a number, string, character or `Bool` is given where a struct, enum or class (the
    /// program's or Apple's) that no literal of its kind becomes is declared, looking through
    /// optionals: `red1 == red2` of two
    /// `CGFloat`s beside `func == (left: UIColor?, right: UIColor?)` is the standard library's
    /// `==`, never that function (swiftc 6 calls the global only for the colours; LayoutLens called
    /// it with the numbers, which compared through it again without end).
    private func plainOperand(_ operand: Value, cannotBe hint: TypeHint?) -> Bool {
        var value = operand
        while case let .optional(wrapped?) = value { value = wrapped }
        guard let kind = PlainValueKind(value: value), case let .named(declared)? = hint?.lookingThroughOptional,
              PlainValueKind(typeName: declared) == nil, let expected = type(named: declared),
              PlainValueKind(typeName: expected.name) == nil,
              [.structType, .enumType, .classType, .native].contains(expected.kind) else { return false }
        return libraryTypeTakesNoLiteral(declared, of: kind)
    }

    /// Whether `nil` cannot be an argument of this parameter type: a non-optional struct, enum or
    /// class of the program that does not adopt `ExpressibleByNilLiteral`. `note == nil` with
    /// `note: String?` beside `func == (lhs: Vertex, rhs: Vertex)` is Optional's comparison with
    /// nil, never the global one (swiftc 6.3.1 on Linux prints `true` for `note == nil` with such
    /// a global `==` in the file, without calling it; `Vertex(…) == Vertex(…)` calls it).
    private func nilIsNoValue(of hint: TypeHint?) -> Bool {
        guard case let .named(declared)? = hint, let expected = type(named: declared), !expected.isLibraryType,
              [.structType, .enumType, .classType].contains(expected.kind) else { return false }
        return !expected.conforms(to: "ExpressibleByNilLiteral")
    }

    private static func isNil(_ operand: Value) -> Bool {
        if case .optional(nil) = operand { return true }
        return false
    }

    /// The struct, enum, class or library type of an instance, looking through optionals.
    private static func concreteType(of operand: Value) -> TypeInfo? {
        var value = operand
        while case let .optional(wrapped?) = value { value = wrapped }
        switch value {
        case let .structValue(instance): return instance.type
        case let .enumValue(instance): return instance.type
        case let .object(instance): return instance.type
        case let .native(instance): return instance.type
        default: return nil
        }
    }
}
