/// The infix operators Swift's standard library declares (Apple, Swift, "Operator
/// Declarations"), for readers outside the parser: an infix operator not among them is declared
/// by the program or by a module it imports (The Swift Programming Language, "Advanced
/// Operators": a custom operator is declared at global level with the `operator` keyword).
public enum StandardOperators {
    /// Whether the standard library declares infix operator `name`.
    public static func declaresInfix(_ name: String) -> Bool {
        OperatorTable.standardOperators[name] != nil
    }
}
