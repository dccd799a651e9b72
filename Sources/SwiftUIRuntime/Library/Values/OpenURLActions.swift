import SwiftInterpreter

/// SwiftUI's `OpenURLAction`, made by code that routes links (Apple, `OpenURLAction`:
/// `init(handler: @escaping (URL) -> OpenURLAction.Result)`, `callAsFunction(_:)`,
/// `callAsFunction(_:completion:)`; `OpenURLAction.Result`: `handled`, `discarded`,
/// `systemAction`). A view sets one with `.environment(\.openURL, OpenURLAction { url in … })`.
/// The handler runs when a link is tapped or the action is called, which never happens while a
/// preview is laid out, so calling the action opens nothing and runs nothing, as the
/// environment's default `openURL` does (`defaultEnvironmentValue`).
extension SwiftUIRuntime {
    func registerOpenURLAction() {
        guard let action = registerAppleType("OpenURLAction") else { return }
        let result = interpreter.declareType("OpenURLAction.Result", kind: .enumType)
        result.conformances = ["Equatable"]
        for name in ["handled", "discarded", "systemAction"] { result.addCase(EnumCase(name: name)) }
        action.nestedTypes["Result"] = result
        action.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            var handler: Function?
            if case let .function(function)? = arguments.first(where: { $0.label == nil || $0.label == "handler" })?.value {
                handler = function
            }
            return runtime.interpreter.nativeValue("OpenURLAction", OpenURLActionHandler(handler: handler))
        })
        action.addMethod("callAsFunction", .native("callAsFunction") { _, _, _ in .void })
    }
}

/// What an `OpenURLAction` was made with: the handler a tapped link would run.
struct OpenURLActionHandler {
    var handler: Function?
}
