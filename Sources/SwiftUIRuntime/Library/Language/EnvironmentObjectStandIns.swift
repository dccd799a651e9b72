import Diagnostics
import SwiftInterpreter

extension SwiftUIRuntime {
    /// An `@Environment(Model.self)` or `@EnvironmentObject` object the preview's ancestors never
    /// set. SwiftUI stops there ("No Observable object of type Model found"); an app's previews set
    /// it with a helper of their own, and a preview LayoutLens makes for a file without one
    /// (`ImplicitPreview`) has nobody to set it. So one is made as a stand-in, with a warning: the
    /// type's `shared`, `preview` or `sample` static, else `Model()` (or its initializer given
    /// placeholder arguments, `makeWithPlaceholders`). Nil when none of these exists;
    /// `standInFailure` then says why the last one tried failed.
    func environmentObjectStandIn(_ typeName: String) -> Value? {
        standInFailure = nil
        if let made = environmentStandIns[typeName] { return made }
        guard let type = interpreter.type(named: typeName) else { return nil }
        var made: Value?
        for name in ["shared", "preview", "sample", "mock"] where type.staticValues[name] != nil || type.staticComputed[name] != nil
            || type.staticInitialisers[name] != nil {
            do {
                let value = try interpreter.staticMember(name, of: type)
                if Self.isInstance(value, of: typeName) {
                    made = value
                    warn(.environmentObjectStandIn(typeName, made: "\(typeName).\(name)"))
                    break
                }
            } catch {
                standInFailure = "\(typeName).\(name) failed: \((error as? RuntimeError)?.message ?? "\(error)")"
            }
        }
        if made == nil {
            do {
                // `Model()`, else its initializer needing fewest arguments given placeholders
                // (`MastodonClient(server: "server")`), as an implicit preview makes its view.
                var said: [String] = []
                made = try makeWithPlaceholders(type, depth: 0, said: &said)
                let call = said.isEmpty ? "\(typeName)()" : "\(typeName)(…) with stand-in arguments (\(said.joined(separator: ", ")))"
                warn(.environmentObjectStandIn(typeName, made: call))
            } catch {
                standInFailure = standInFailure ?? "\(typeName)() failed: \((error as? RuntimeError)?.message ?? "\(error)")"
            }
        }
        if let made { environmentStandIns[typeName] = made }
        return made
    }

    private static func isInstance(_ value: Value, of typeName: String) -> Bool {
        switch value {
        case let .object(object): return object.type.name == typeName
        case let .structValue(instance): return instance.type.name == typeName
        default: return false
        }
    }
}
