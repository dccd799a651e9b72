import SwiftFrontEnd

extension Interpreter {
    /// Whether `expression` only reads: names, member reads, subscripts, operators other than
    /// assignments, casts and literals — no call, closure or assignment. Evaluating such an
    /// expression changes nothing but time, so it may be evaluated for its type alone (a ternary
    /// whose taken branch is a literal, `c ? 0 : xs[i]`, takes the other branch's type); its
    /// failure then means nothing (the branch is not taken: `xs[i]` may be out of range).
    func isReadOnlyShape(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier, .selfExpr, .type:
            return true
        case let .stringLiteral(literal):
            return literal.segments.allSatisfy { if case .text = $0 { true } else { false } }
        case let .memberAccess(access):
            return access.base.map(isReadOnlyShape) ?? true
        case let .subscript(subscriptExpr):
            return subscriptExpr.trailingClosures.isEmpty && isReadOnlyShape(subscriptExpr.base)
                && subscriptExpr.arguments.allSatisfy { isReadOnlyShape($0.value) }
        case let .sequence(sequence):
            return isReadOnlyShape(sequence.folded)
        case let .infix(infix):
            return !Self.isCompound(infix.operator.name) && isReadOnlyShape(infix.lhs) && isReadOnlyShape(infix.rhs)
        case let .prefixOperator(_, operand), let .parenthesized(operand), let .forceUnwrap(operand),
             let .bindOptional(operand), let .optionalChain(operand), let .cast(operand, _, _), let .typeCheck(operand, _):
            return isReadOnlyShape(operand)
        case let .tuple(elements):
            return elements.allSatisfy { isReadOnlyShape($0.value) }
        case let .arrayLiteral(elements):
            return elements.allSatisfy(isReadOnlyShape)
        default:
            return false
        }
    }

    /// The type of a read-only expression (`isReadOnlyShape`), found by evaluating it; when that
    /// fails (`xs[i - 1]` at `i == 0`), a subscript's type is its collection's element type.
    func readOnlyType(of expression: Expr, _ scope: Scope) -> TypeHint? {
        if let value = try? eval(expression, scope, nil) { return TypeHint.of(value) }
        if case let .`subscript`(subscriptExpr) = expression.kind, case let .array(elements)? = try? eval(subscriptExpr.base, scope, nil),
           let first = elements.first {
            return TypeHint.of(first)
        }
        return nil
    }
}
