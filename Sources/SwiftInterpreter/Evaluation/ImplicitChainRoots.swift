import SwiftFrontEnd

/// The first member of an implicit member chain (`.brand` of `.brand.accent`, SE-0287) is told
/// apart from an implicit member that is a whole argument (`.padding(.vertical, 8)`): only the
/// first is picked from the program's constrained protocol extensions without a contextual type
/// (`ConstrainedProtocolStatics`).
extension Interpreter {
    /// Evaluates the base of a member, call or subscript; when it is an implicit member chain
    /// (`.brand` of `.brand.accent`), its first member is marked as starting one
    /// (`implicitChainRootSpan`) while it is evaluated.
    func evalChainBase(_ base: Expr, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        guard let root = Self.implicitChainRoot(base) else { return try eval(base, scope, nil) }
        let outer = implicitChainRootSpan
        implicitChainRootSpan = root
        defer { implicitChainRootSpan = outer }
        return try eval(base, scope, implicitChainHint(base, hint))
    }

    /// The span of the implicit member a chain starts with (`.brand` or `.brand(tone: 2)` in
    /// `.brand(tone: 2).accent`); nil when `expression` does not start with one.
    static func implicitChainRoot(_ expression: Expr) -> SourceSpan? {
        var current = expression
        while true {
            switch current.kind {
            case let .memberAccess(access):
                guard let inner = access.base else { return current.span }
                current = inner
            case let .call(call):
                if case let .memberAccess(access) = call.callee.kind, access.base == nil { return current.span }
                current = call.callee
            case let .subscript(subscriptExpression): current = subscriptExpression.base
            case let .forceUnwrap(inner), let .optionalChain(inner), let .bindOptional(inner), let .parenthesized(inner): current = inner
            default: return nil
            }
        }
    }
}
