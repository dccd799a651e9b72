import SwiftInterpreter

/// `await MainActor.run { … }` and `MainActor.assumeIsolated { … }`: the body runs on the main
/// actor and its result is the call's (Apple docs, "MainActor": `run(resultType:body:)`,
/// "Executes the given body closure on the main actor"; `assumeIsolated(_:file:line:)` runs it
/// synchronously when already there). A preview here runs everything on one thread, the main
/// one, so the body runs at once; a body that throws throws from the call.
extension SwiftUIRuntime {
    func registerMainActor() {
        let actor = interpreter.registerNativeType("MainActor")
        for name in ["run", "assumeIsolated"] {
            actor.staticMethods[name] = [.native(name) { interpreter, _, arguments in
                guard case let .function(body)? = arguments.last(where: { $0.label == nil || $0.label == "body" })?.value else {
                    return .void
                }
                return try interpreter.call(body, [])
            }]
        }
    }
}
