import SwiftFrontEnd

/// Literal typing of a long chain of literals in linear time. `1 + 2 + … + 1.5` is all literals,
/// so each of them takes one type (Double here, as in Swift: a literal's type comes from the
/// whole expression). Finding that kind walks the operand's tree; without this, each operator
/// of a chain of n literals walked its whole left side again, n²/2 steps: 10 000 terms took
/// minutes (issue 30, "Bad input": no input hangs). An operand found all-literal tells the
/// operator evaluated next, its own core, that both of its operands are literals too (every
/// part of an all-literal tree is one), so the walk happens once, at the top.
///
/// Only the kind of a float-holding operand's parts can differ from its own (`(1 + 2) * 1.5`);
/// that matters nowhere, since such an operand is evaluated with a numeric type hint (Double at
/// least), which every literal under it takes.
extension Interpreter {
    /// The literal kinds of an arithmetic operator's operands: from the operator above when it
    /// found this one all-literal (only for the next operator evaluated, at this span), else walked.
    func literalOperandKinds(_ infix: InfixExpr, span: SourceSpan) -> (LiteralKind?, LiteralKind?) {
        defer { knownLiteralOperand = nil }
        if let known = knownLiteralOperand, known.span == span { return (known.kind, known.kind) }
        return (literalKind(infix.lhs), literalKind(infix.rhs))
    }

    /// Evaluates an all-literal operand, telling its core operator (if it is one) its kind.
    func evalLiteralOperand(_ operand: Expr, of kind: LiteralKind, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        knownLiteralOperand = Self.arithmeticCore(of: operand).map { (span: $0, kind: kind) }
        defer { knownLiteralOperand = nil }
        return try eval(operand, scope, hint)
    }

    /// The span of the operator expression an all-literal operand evaluates first: through
    /// parentheses and operator sequences; nil for a literal or a signed one.
    static func arithmeticCore(of operand: Expr) -> SourceSpan? {
        var expression = operand
        while true {
            switch expression.kind {
            case let .parenthesized(inner): expression = inner
            case let .sequence(sequence): expression = sequence.folded
            case .infix: return expression.span
            default: return nil
            }
        }
    }
}
