import SwiftInterpreter

/// `Color.Resolved` (iOS 17): what `Color.resolve(in:)` gives, a colour's concrete components in
/// an environment (Apple, "Color.Resolved": `red`, `green`, `blue`, `opacity`, each a `Float`;
/// `Color.init(_ resolved:)` makes a colour of them). A value of its own type, not a tuple, so a
/// member LayoutLens does not model (`cgColor`, the linear components) is a stand-in with a
/// warning, as any library value's unmodelled member is, instead of stopping the file.
struct ResolvedColorComponents {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double
}

extension SwiftUIRuntime {
    static let resolvedColorTypeName = "Color.Resolved"

    func registerResolvedColor() {
        guard let color = interpreter.type(named: "Color") else { return }
        let resolved = interpreter.registerNativeType(Self.resolvedColorTypeName)
        resolved.conformances = ["Hashable", "Equatable", "ShapeStyle"]
        color.nestedTypes["Resolved"] = resolved
        let components: [(String, KeyPath<ResolvedColorComponents, Double>)] = [
            ("red", \.red), ("green", \.green), ("blue", \.blue), ("opacity", \.opacity),
        ]
        for (name, component) in components {
            resolved.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                .double(selfValue.nativePayload(ResolvedColorComponents.self)?[keyPath: component] ?? 0)
            })
        }
        // `Color.Resolved(red:green:blue:opacity:)`, opacity 1 when not given.
        resolved.initializers.append(.hosted("init", labels: ["red", "green", "blue", "opacity"]) { `self`, _, arguments in
            func component(_ label: String, _ fallback: Double) throws -> Double {
                try arguments.first { $0.label == label }.map { try self.number($0.value, label) } ?? fallback
            }
            return self.interpreter.nativeValue(Self.resolvedColorTypeName, ResolvedColorComponents(
                red: try component("red", 0), green: try component("green", 0), blue: try component("blue", 0),
                opacity: try component("opacity", 1)))
        })
    }

    /// The colour `Color(resolved)` makes of resolved components, or nil for another argument.
    func color(ofResolved value: Value?) -> Value? {
        guard let components = value?.nativePayload(ResolvedColorComponents.self) else { return nil }
        return color(.rgb(red: components.red, green: components.green, blue: components.blue, opacity: components.opacity))
    }
}
