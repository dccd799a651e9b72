import SwiftInterpreter

/// Settable properties of a Foundation class instance (`decoder.keyDecodingStrategy = …`,
/// `formatter.dateFormat = …`): each starts at its documented default and keeps what the code sets,
/// shared by every reference to the instance.
typealias FoundationObjectState = ReferencePayload<[String: Value]>

extension SwiftUIRuntime {
    /// Makes a value of the Foundation class `typeName` whose properties start at `defaults`.
    func foundationObject(_ typeName: String, _ defaults: [String: Value]) -> Value {
        interpreter.nativeValue(typeName, FoundationObjectState(defaults))
    }

    /// Adds each name of `defaults` to `type` as a stored property of its instances.
    func addFoundationProperties(_ type: TypeInfo, _ names: [String]) {
        for name in names {
            let getter = Function.native(name) { _, selfValue, _ in
                selfValue.nativePayload(FoundationObjectState.self)?.state[name] ?? .nil
            }
            let setter = Function.native(name) { _, selfValue, arguments in
                selfValue.nativePayload(FoundationObjectState.self)?.state[name] = arguments.first?.value ?? .nil
                return .void
            }
            type.computedProperties[name] = ComputedProperty(getter: getter, setter: setter)
        }
    }
}
