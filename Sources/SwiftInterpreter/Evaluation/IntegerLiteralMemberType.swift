import SwiftFrontEnd

/// An integer literal is `Int` only by default: Swift types a literal from its constraints, and a
/// member written on it (`5.days`) is looked up on every type the literal can be. When `Int` has
/// no member of that name and `Double` has one — the program's `extension Double { var days }` —
/// swiftc makes the literal a `Double` (`print(5.days)` prints `432000.0` with
/// `var days: Double { self * 86_400 }`, checked with swiftc). The Swift Programming Language,
/// "Literals": "a literal doesn't have a type on its own … Swift attempts to infer type
/// information" from the context.
extension Interpreter {
    /// The literal's value as the type whose member `name` it reaches: `.double` when `Int` lacks
    /// `name` and `Double` declares it; nil to keep the `Int`.
    func integerLiteralRetyped(_ base: Value, expression: Expr, member name: String) -> Value? {
        guard case .integerLiteral = expression.kind, case let .int(value) = base,
              let int = type(named: "Int"), findComputed(name, in: int) == nil, findMethod(name, in: int, labels: nil) == nil,
              let double = type(named: "Double"), findComputed(name, in: double) != nil || findMethod(name, in: double, labels: nil) != nil
        else { return nil }
        return .double(Double(value))
    }
}
