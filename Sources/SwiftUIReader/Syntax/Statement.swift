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
