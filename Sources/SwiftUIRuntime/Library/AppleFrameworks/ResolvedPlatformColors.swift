import LayoutEngine
import SwiftInterpreter

/// A `UIColor`'s components for a given appearance (Apple docs, "UIColor"):
/// - `resolvedColor(with: traits)` gives the colour's value under those traits. A fixed colour
///   (components, white, hue) is the same under every trait collection. A dynamic colour (a
///   system colour, `Color(.label)`) stays the dynamic colour here: the runtime does not hold the
///   system palette, and the renderer draws it for the render's appearance.
/// - `getRed(_:green:blue:alpha:)` writes the four components (0…1 for an sRGB colour) and returns
///   true. A system colour's components are not known to the runtime: mid gray, with a warning,
///   as `Color.resolve(in:)` gives them (they only paint; no layout reads them).
extension SwiftUIRuntime {
    func registerResolvedPlatformColors() {
        if let uiColor = interpreter.type(named: "UIColor") {
            uiColor.addMethod("resolvedColor", .native("resolvedColor", labels: ["with"]) { _, selfValue, _ in selfValue })
        }
        for typeName in ["UIColor", "NSColor"] {
            interpreter.type(named: typeName)?.addMethod("getRed", .hosted("getRed", labels: [nil, "green", "blue", "alpha"]) { runtime, selfValue, arguments in
                guard let color = selfValue.nativePayload(PlatformColor.self)?.color else { return .bool(false) }
                let components: [Double]
                switch color {
                case let .rgb(red, green, blue, opacity): components = [red, green, blue, opacity]
                case let .faded(_, opacity):
                    runtime.warn(.approximatedView("\(typeName).getRed", rule: "a named colour's components are taken as mid gray"))
                    components = [0.5, 0.5, 0.5, opacity]
                case .system:
                    runtime.warn(.approximatedView("\(typeName).getRed", rule: "a named colour's components are taken as mid gray"))
                    components = [0.5, 0.5, 0.5, 1]
                }
                for (argument, component) in zip(arguments, components) {
                    guard case let .native(native) = argument.value, let reference = native.payload as? InoutReference else { continue }
                    reference.box.value = .cgFloat(component)
                }
                return .bool(true)
            })
        }
    }
}
