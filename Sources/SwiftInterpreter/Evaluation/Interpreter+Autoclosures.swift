import SwiftFrontEnd

extension Interpreter {
    /// The closure Swift makes of an argument (or default value) given to an `@autoclosure`
    /// parameter (`color: @autoclosure () -> Color? = nil`): the expression is evaluated in the
    /// caller's scope and file each time the function calls it, not before the call (The Swift
    /// Programming Language, "Closures": "An autoclosure lets you delay evaluation").
    func autoclosure(_ expression: Expr, _ scope: Scope, hint: TypeHint?) -> Value {
        var result: TypeHint?
        var type = hint
        while case let .optional(wrapped)? = type { type = wrapped }
        if case let .function(_, resultHint)? = type { result = resultHint }
        let file = currentFile
        return .function(.native("autoclosure", labels: []) { interpreter, _, _ in
            try interpreter.inFile(file) {
                try interpreter.coerce(try interpreter.eval(expression, scope, result), to: result)
            }
        })
    }
}
