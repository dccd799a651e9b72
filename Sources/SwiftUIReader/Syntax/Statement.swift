import Diagnostics

/// A statement in a view-builder body or closure.
public indirect enum Statement: Sendable {
    /// A view (or, in a non-builder closure, a value).
    case expression(Expr)
    /// `let spacing = 8` inside a body.
    case local(name: String, value: Expr, range: SourceRange)
    /// `if cond { … } else { … }`; `elseBody` is nil without `else`.
    case ifStatement(condition: Expr, thenBody: [Statement], elseBody: [Statement]?, range: SourceRange)
    /// `return expr`.
    case returnStatement(Expr?, range: SourceRange)
}

extension Array where Element == Statement {
    /// The expression of a one-expression body (`{ d in d.width / 2 }`, `{ return x }`), if it is one.
    public var singleExpression: Expr? {
        guard count == 1 else { return nil }
        switch self[0] {
        case .expression(let expr): return expr
        case .returnStatement(let expr?, _): return expr
        default: return nil
        }
    }
}
