import SwiftInterpreter

/// `transformEnvironment(\.key) { value in … }`: Apple, `transformEnvironment(_:transform:)`,
/// "Transforms the environment value of the specified key path with the given function": the
/// closure gets the value in effect at the view's place as an `inout` parameter, and the view
/// below sees what the closure leaves in it. So at resolution the current value (set above, the
/// key's default, or the iOS preview default) is read, the closure runs on it once, and the view is
/// then `.environment(\.key, result)` — the same change `environment(_:_:)` makes.
extension SwiftUIRuntime {
    func registerTransformEnvironment() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("transformEnvironment", .hosted("transformEnvironment", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("transformEnvironment", arguments)
            try arguments.check(allowed: ["transform"], unlabelledCount: 1, in: self)
            guard case let .keyPath(path)? = arguments.unlabelled.first else {
                throw self.failure("'transformEnvironment' takes a key path of EnvironmentValues (\\.font)")
            }
            let closure = arguments["transform"].flatMap { if case let .function(f) = $0 { f } else { nil } } ?? arguments.trailingClosure
            guard let closure else { throw self.failure(.missingArgument("transform", callee: "transformEnvironment")) }
            let base = base
            let key = path.components.compactMap { if case let .member(name) = $0 { name } else { nil } }.joined(separator: ".")
            return self.view("ModifiedContent", .deferred { [unowned self] in
                let box = Box(try self.environmentValue(key))
                let inout_ = self.interpreter.nativeValue("Void", InoutReference(box: box))
                _ = try self.interpreter.call(closure, arguments: [CallArgument(nil, inout_)])
                return try self.environmentModifier(NativeArguments("environment", [CallArgument(nil, .keyPath(path)),
                                                                                    CallArgument(nil, box.value)]), base)
            }, source: self.currentLocation)
        })
    }
}
