/// A `var` of a tuple type whose elements are all optionals (or such tuples, or `()`) has an
/// initial value without one written: a tuple of nils, as `var name: Int?` starts as nil
/// (The Swift Programming Language, "Optionals": "If you define an optional variable without
/// providing a default value, the variable is automatically set to nil"). swiftc extends that
/// default to tuples element by element, so the memberwise initializer of
/// `struct S { var span: (Date?, Date?) }` is `init(span: (Date?, Date?) = (nil, nil))`
/// (swiftlang/swift, test/SILGen/implicit_property_initializers.swift, `HasDefaultTupleOfNils`;
/// test/decl/var/default_init.swift, `CanDefaultInit`). A tuple with any other element has no
/// default, and a `let` never has one.
extension Interpreter {
    /// The value a `var` typed `hint` starts with when none is written, for a tuple type whose
    /// every element can start empty; nil for any other type (plain optionals are
    /// `StoredProperty.defaultsToNil`).
    static func defaultTupleOfNils(_ hint: TypeHint?) -> Value? {
        guard case let .tuple(elements, labels)? = hint, !elements.isEmpty else { return nil }
        return tupleOfNils(elements, labels)
    }

    private static func tupleOfNils(_ elements: [TypeHint?], _ labels: [String?]) -> Value? {
        var values: [Value] = []
        for element in elements {
            switch element {
            case .optional?: values.append(.nil)
            case let .tuple(inner, innerLabels)?:
                guard let value = tupleOfNils(inner, innerLabels) else { return nil }
                values.append(value)
            default: return nil
            }
        }
        return .tuple(values, labels: labels)
    }
}
