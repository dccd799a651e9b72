import SwiftInterpreter

/// Natives registered once per process and shared by every file's interpreter (`LibrarySnapshot`,
/// `SwiftUIRuntime.library`, `builtInModifiers`) must capture no runtime: they find the runtime of
/// the file they run for through the interpreter they are called with, whose host it is.
extension SwiftUIRuntime {
    /// The runtime `interpreter` runs a file for (every runtime is its interpreter's host).
    static func hosting(_ interpreter: Interpreter) throws -> SwiftUIRuntime {
        guard let runtime = interpreter.host as? SwiftUIRuntime else { throw notHosted(interpreter) }
        return runtime
    }

    /// The error of a shared native called by an interpreter no runtime hosts.
    static func notHosted(_ interpreter: Interpreter) -> RuntimeError {
        RuntimeError(.invalid, "SwiftUI's views and modifiers are only available to a file the SwiftUI runtime reads",
                     at: interpreter.currentRange)
    }
}

extension Function {
    /// A native whose body is given the runtime of the file it runs for, in place of capturing one:
    /// registered once, it serves every file.
    static func hosted(_ name: String, labels: [String?]? = nil, mutating: Bool = false,
                       _ body: @escaping (SwiftUIRuntime, inout Value, [CallArgument]) throws -> Value) -> Function {
        .native(name, labels: labels, mutating: mutating) { interpreter, selfValue, arguments in
            try body(try SwiftUIRuntime.hosting(interpreter), &selfValue, arguments)
        }
    }
}
