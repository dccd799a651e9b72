/// A closure that writes no types for its parameters takes them from the function type it is
/// written under: `let format: (Double) -> String = { String(format: "%.1f", $0) }` gives `$0`
/// the type `Double`, so `format(2)` passes `2.0`, and `describe(.seconds(3))` of a
/// `(DispatchTimeInterval) -> String` closure makes the enum case its parameter is declared as.
/// The Swift Programming Language, "Closures": "Inferring Type From Context" ("Because the
/// sorting closure is passed as an argument to a method, Swift can infer the types of its
/// parameters"; the same holds for a closure stored in a constant of a function type).
extension Interpreter {
    /// The parameter types of the function type `hint` names (through optionals: an optional
    /// closure parameter's closure is a closure of the wrapped type); empty when it names none.
    static func closureParameterTypes(from hint: TypeHint?) -> [TypeHint?] {
        var type = hint
        while case let .optional(wrapped)? = type { type = wrapped }
        guard case let .function(parameters, _)? = type else { return [] }
        return parameters
    }
}
