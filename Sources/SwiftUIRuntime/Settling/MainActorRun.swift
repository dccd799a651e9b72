import SwiftInterpreter

/// The main actor's own entry points, as a preview's work meets them: everything here already
/// runs on the main actor, in order.
///
/// - `await MainActor.run { … }` runs the closure and gives its result (Apple docs,
///   "MainActor.run(resultType:body:)": "Execute the given body closure on the main actor").
///   The caller is suspended until it finishes, so here it runs at once.
/// - `MainActor.assumeIsolated { … }` runs the closure at once and gives its result (Apple docs,
///   "MainActor.assumeIsolated(_:file:line:)": it "executes the given body closure" when called
///   on the main actor, which a preview's code is).
extension SwiftUIRuntime {
    func registerMainActor() {
        let actor = interpreter.registerNativeType("MainActor")
        for name in ["run", "assumeIsolated"] {
            actor.staticMethods[name] = [.native(name) { interpreter, _, arguments in
                guard let body = arguments.last(where: { if case .function = $0.value { true } else { false } })?.value else { return .void }
                return try interpreter.invoke(body, [])
            }]
        }
        actor.staticValues["shared"] = interpreter.nativeValue("MainActor", 0)
    }
}
