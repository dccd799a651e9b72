import SwiftFrontEnd

/// A closure whose one statement is an `if` or `switch` expression (SE-0380), also behind `#if`:
/// `static let edgePadding: CGFloat = { #if os(tvOS) 60 #else if isPad { 24 } else { 16 } #endif }()`.
///
/// SE-0380 makes `if` and `switch` expressions the implicit result of a closure whose body is that
/// one expression, and `#if` is resolved before (the compiler sees the active clause only); the
/// closure above gives 16 on an iPhone, as swiftc 6 compiles and runs it with a `Bool` for
/// `isPad`. A closure written without a result type has no declared result to say so, so it is
/// told by its shape: every branch is one expression (`{ if ok { a() } else { b() } }` gives
/// what the branch gives, the same as running it).
extension Interpreter {
    /// Whether `statement` is an `if` with an `else`, a `switch`, or an active `#if` clause, whose
    /// every branch is one expression.
    func isSingleExpressionBranching(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case let .if(ifStatement): return isSingleExpressionIf(ifStatement)
        case let .switch(switchStatement):
            let cases = flattenCases(switchStatement.cases)
            return !cases.isEmpty && cases.allSatisfy { isOneExpression($0.statements) }
        case let .ifConfig(clauses):
            guard let clause = activeClause(clauses), clause.elements.count == 1 else { return false }
            if case .expression = clause.elements[0].kind { return true }
            return isSingleExpressionBranching(clause.elements[0])
        default: return false
        }
    }

    private func isSingleExpressionIf(_ ifStatement: IfStmt) -> Bool {
        guard isOneExpression(ifStatement.body.statements) else { return false }
        switch ifStatement.elseBranch {
        case let .block(block)?: return isOneExpression(block.statements)
        case let .if(next)?: return isSingleExpressionIf(next)
        case nil: return false
        }
    }

    private func isOneExpression(_ statements: [Stmt]) -> Bool {
        guard statements.count == 1 else { return false }
        if case .expression = statements[0].kind { return true }
        return isSingleExpressionBranching(statements[0])
    }
}
