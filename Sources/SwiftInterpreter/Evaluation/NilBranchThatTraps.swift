import SwiftFrontEnd

/// Which way `if let x = value … else { … }` and `guard let x = value else { … }` go when the
/// value is another file's or framework's, unknown here. LayoutLens assumes such a value is nil
/// (reported), except where the nil branch stops the program at once: `fatalError`,
/// `preconditionFailure` and `assertionFailure` (Swift standard library: each "unconditionally
/// stops execution" in a debug build, which is what a preview runs) say the author knows the
/// value is there, and in the app it is, so the preview would not trap. The value is bound as
/// the stand-in it is, and the assumption is reported.
extension Interpreter {
    static let stoppingFunctions: Set<String> = ["fatalError", "preconditionFailure", "assertionFailure"]

    /// Whether a `guard`'s `else` only fails: it stops at once (`trapsAtOnce`) or ends by throwing
    /// (`guard reader.data.count >= end else { throw BufferOverflow() }`). Either says the author
    /// expects the condition to hold, so over another file's or module's value the preview takes
    /// the path the app takes when it works (reported as the assumption).
    static func onlyFails(_ statements: [Stmt]) -> Bool {
        if trapsAtOnce(statements) { return true }
        if case .throw? = statements.last?.kind { return true }
        return false
    }

    /// Whether a branch calls one of the stopping functions as one of its own statements.
    static func trapsAtOnce(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            guard case let .expression(expression) = statement.kind, case let .call(call) = expression.kind,
                  case let .identifier(name) = call.callee.kind else { return false }
            return stoppingFunctions.contains(name.name)
        }
    }

    /// Whether a `guard`'s `else` in an initializer ends with `return nil`: only a failable
    /// initializer may write it, and it is "a point at which initialization failure can be
    /// triggered" (The Swift Programming Language, "Initialization", "Failable Initializers"),
    /// a failure as a throw is. Over another module's value (`guard let start =
    /// calendar.date(from: parts) else { return nil }`, the parts made by an unread package's
    /// operators) the preview takes the path on which the instance is made, as the app does
    /// when it works; the caller's `!` would otherwise trap on a nil the app never sees.
    static func failsInitialization(_ statements: [Stmt]) -> Bool {
        guard case let .return(value?)? = statements.last?.kind, case .nilLiteral = value.kind else { return false }
        return true
    }
}
