import SwiftInterpreter

extension SwiftUIRuntime {
    /// The global or static property of the program `path` reads whose initial value stopped
    /// (`Interpreter.stoppedInitialValue(readBy:)`), with the error it stopped at.
    public func stoppedInitialValue(readBy path: String) -> (name: String, error: RuntimeError)? {
        interpreter.stoppedInitialValue(readBy: path)
    }
}
