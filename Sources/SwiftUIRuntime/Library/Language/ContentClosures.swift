import SwiftFrontEnd
import SwiftInterpreter

/// Which closures given to another file's view are its content (views this file builds, which
/// that container shows) rather than actions, which never run in a preview. Another file's view
/// gives no types to tell them apart, so the closure's label and its own code decide.
extension SwiftUIRuntime {
    /// Labels SwiftUI's own containers use for view content; `action`, `onTap…` and the like are
    /// never among them.
    static let contentClosureLabels: Set<String> = [
        "content", "label", "preview", "header", "footer", "destination", "detail", "sidebar", "placeholder",
        "leading", "trailing", "top", "bottom", "icon", "title", "subtitle", "body", "view", "main", "accessory",
    ]

    /// Whether the closure argument labelled `label` (nil: a trailing closure) builds content: a
    /// content label, or, unlabelled, a body that only builds views — each statement a view
    /// expression (`Text(…)…`, `VStack { … }`, a local view's name), an `if` or a `switch` of such.
    func isContentClosure(_ closure: Function, label: String?) -> Bool {
        guard interpreter.parameterSlots(of: closure)?.isEmpty == true else { return false }
        if let label { return Self.contentClosureLabels.contains(label) }
        guard let statements = interpreter.bodyStatements(of: closure), !statements.isEmpty else { return false }
        return statements.allSatisfy(buildsOnly)
    }

    private func buildsOnly(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case let .expression(expression): return isViewExpression(expression)
        case let .if(ifStatement): return buildsOnly(ifStatement)
        case let .switch(switchStatement): return switchStatement.cases.allSatisfy { entry in
            if case let .case(switchCase) = entry { return switchCase.statements.allSatisfy(buildsOnly) }
            return false
        }
        default: return false
        }
    }

    private func buildsOnly(_ ifStatement: IfStmt) -> Bool {
        guard ifStatement.body.statements.allSatisfy(buildsOnly) else { return false }
        switch ifStatement.elseBranch {
        case let .block(block)?: return block.statements.allSatisfy(buildsOnly)
        case let .if(next)?: return buildsOnly(next)
        case nil: return true
        }
    }

    /// A view made by a type's initializer (`Text("a")`, `VStack { … }`) or named (`preview`),
    /// with any modifiers after it; not an assignment or a call of a function (`save()`).
    private func isViewExpression(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case let .call(call):
            if case let .identifier(callee) = call.callee.kind { return callee.name.first?.isUppercase == true }
            return isViewExpression(call.callee)
        case let .memberAccess(access):
            guard let base = access.base else { return false }
            return isViewExpression(base)
        case let .parenthesized(inner): return isViewExpression(inner)
        default: return false
        }
    }
}
