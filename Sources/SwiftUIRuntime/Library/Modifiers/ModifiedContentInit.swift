import SwiftInterpreter

extension SwiftUIRuntime {
    /// `ModifiedContent(content: view, modifier: m)`: the view with the modifier applied, as
    /// `view.modifier(m)` makes it (Apple: `View.modifier(_:)` "Applies a modifier to a view and
    /// returns a new view", a `ModifiedContent<Self, T>`).
    func registerModifiedContentInitializer() {
        initializer("ModifiedContent") { runtime, arguments in
            guard var content = arguments["content"], let modifier = arguments["modifier"] else {
                throw runtime.failure("missing argument for parameter 'content' in call to 'ModifiedContent'")
            }
            return try runtime.interpreter.callMethod("modifier", on: &content, [CallArgument(nil, modifier)])
        }
    }
}
