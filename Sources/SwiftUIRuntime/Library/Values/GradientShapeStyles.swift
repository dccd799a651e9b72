import SwiftInterpreter

/// SwiftUI's gradients written as implicit members where a shape style is expected
/// (`.foregroundStyle(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom))`;
/// Apple docs, "ShapeStyle": `linearGradient(_:startPoint:endPoint:)`,
/// `linearGradient(colors:startPoint:endPoint:)`, `linearGradient(stops:startPoint:endPoint:)`
/// "where Self == LinearGradient", and the `radialGradient`, `angularGradient` and
/// `ellipticalGradient` kin returning `RadialGradient`, `AngularGradient`, `EllipticalGradient`).
/// Each is the gradient its type's initializer makes from the same arguments; the unlabelled
/// `Gradient` the static functions take first is the initializers' `gradient:`.
extension SwiftUIRuntime {
    static let gradientShapeStyleTypes: [String: String] = [
        "linearGradient": "LinearGradient", "radialGradient": "RadialGradient",
        "angularGradient": "AngularGradient", "ellipticalGradient": "EllipticalGradient",
    ]

    /// The gradient an implicit member `.linearGradient(…)` (or a kin) makes, or nil for another
    /// value: a modifier taking a shape style is handed such a member unresolved.
    func gradientShapeStyle(_ value: Value?) throws -> Value? {
        guard case let .unresolvedMember(member)? = value, let arguments = member.arguments,
              Self.gradientShapeStyleTypes[member.name] != nil, let color = interpreter.type(named: "Color") else { return nil }
        return try interpreter.callStatic(member.name, of: color, arguments)
    }

    /// Registers the statics on `Color`, the type a shape-style argument's implicit members are
    /// looked up on here (so `Color.linearGradient(…)` written out is accepted too, which swiftc
    /// would refuse: the statics are constrained to `Self == LinearGradient`).
    func registerGradientShapeStyles() {
        guard let color = interpreter.type(named: "Color") else { return }
        for (name, typeName) in Self.gradientShapeStyleTypes {
            color.addMethod(name, .native(name, labels: nil) { interpreter, _, arguments in
                guard let type = interpreter.type(named: typeName) else { return .void }
                let relabelled = arguments.enumerated().map { index, argument in
                    index == 0 && argument.label == nil ? CallArgument("gradient", argument.value) : argument
                }
                return try interpreter.construct(type, relabelled)
            }, isStatic: true)
        }
    }
}
