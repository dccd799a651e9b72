import SwiftInterpreter

/// A value of one of SwiftUI's types that describe how a change is shown (`Animation.easeInOut(duration:)`,
/// `AnyTransition.move(edge:)`): in a preview nothing changes, so they never change a frame.
/// Each is kept as the expression that made it (`AnyTransition.opacity.combined(with:)`).
struct EffectValue {
    var path: String
}

extension SwiftUIRuntime {
    /// SwiftUI's types whose values only say how changes animate or appear, and its gestures
    /// (`DragGesture(minimumDistance: 0).onChanged { … }`), which only run actions.
    static let effectValueTypeNames = [
        "Animation", "AnyTransition",
        "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture",
        "RotateGesture", "SpatialTapGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture", "AnyGesture",
    ]

    /// Registers the effect types: every static member or function of one (`.spring(response:
    /// dampingFraction:)`, `.asymmetric(insertion:removal:)`, `.modifier(active:identity:)`) and
    /// every member or method of a value of one (`.delay(0.2)`, `.combined(with: .slide)`) is
    /// another value of the same type. Made once per process (`library`): the natives capture nothing.
    func registerEffectValues() {
        for typeName in Self.effectValueTypeNames {
            let type = interpreter.registerNativeType(typeName)
            type.native = NativeTypeDescriptor(
                resolveImplicitMember: { interpreter, member in
                    interpreter.nativeValue(typeName, EffectValue(path: typeName + "." + member.name))
                },
                member: { interpreter, value, name in
                    guard case let .native(native) = value, let effect = native.payload as? EffectValue else { return nil }
                    return interpreter.nativeValue(typeName, EffectValue(path: effect.path + "." + name))
                },
                describe: { value in
                    guard case let .native(native) = value, let effect = native.payload as? EffectValue else { return typeName }
                    return effect.path
                })
            // `.delay(0.2)` reads the member `delay`, then calls it: the call gives the same value.
            type.addMethod("callAsFunction", .native("callAsFunction", labels: nil) { _, selfValue, _ in selfValue })
            // `DragGesture(minimumDistance: 0)`, `Animation(…)`: made with any arguments.
            type.initializers.append(.native("init", labels: nil) { interpreter, _, _ in
                interpreter.nativeValue(typeName, EffectValue(path: typeName + "()"))
            })
        }
    }
}
