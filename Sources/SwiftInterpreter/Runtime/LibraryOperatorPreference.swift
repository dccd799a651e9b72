/// Swift's ranking of operator overloads when both operands are plain values of one kind (two
/// numbers, two strings, two `Bool`s, two `Character`s): the standard library's operator on that
/// concrete type wins over a program's overload declared on a protocol, an existential or a
/// generic parameter, because the concrete overload needs no conversion. With
/// `extension Int: P {}` and `func + (lhs: P, rhs: P) -> String`, `1 + 2` is still the `Int` 3,
/// and `CGFloat + CGFloat` (which does not conform) never calls it (checked with swiftc 6: the
/// program prints `Int 3`; `Expr() + 3` calls the program's operator).
extension Interpreter {
    /// The operators the standard library declares on numbers, strings, `Bool`s or characters.
    static let libraryPlainOperators: Set<String> = [
        "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "&", "|", "^", "<<", ">>",
        "&+", "&-", "&*", "..<", "...",
    ]

    /// Whether the library's `op` is chosen over `function` for `lhs` and `rhs`: both are plain
    /// values of one kind, `op` is one the library declares on them, and `function` declares an
    /// operand of a type that is not a plain type (a protocol, a generic parameter, a type of the
    /// program).
    static func libraryOperatorWins(_ op: String, over function: Function, _ lhs: Value, _ rhs: Value) -> Bool {
        guard let left = PlainValueKind(value: lhs), left == PlainValueKind(value: rhs),
              libraryPlainOperators.contains(op),
              case let .interpreted(body) = function.body, body.parameters.count == 2 else { return false }
        return body.parameters.contains { parameter in
            guard let declared = parameter.hint?.typeName else { return false }
            return PlainValueKind(typeName: declared) == nil
        }
    }
}
