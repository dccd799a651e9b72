import LayoutEngine
import SwiftInterpreter

/// A gradient used as the shape style of a shape and faded as a shape style.
///
/// - `.background(gradient, in: RoundedRectangle(cornerRadius: 12))`: `View.background(_:in:fillStyle:)`
///   takes any `ShapeStyle`, and the gradient types are shape styles (Apple docs, "ShapeStyle":
///   "one of the gradient types"), so the shape is filled with the gradient — drawn as a gradient
///   view is, the shape's outline over the gradient's colours.
/// - `gradient.opacity(0.05)`: `ShapeStyle.opacity(_:)` (iOS 15; Apple docs: "Returns a new
///   version of self representing the same styling, but with an opacity multiplied by `opacity`"),
///   a gradient still, each colour's alpha multiplied — not `View.opacity(_:)`, whose result is a
///   view no `in:` takes. Drawn as a view, the faded gradient looks as the faded view would.
extension SwiftUIRuntime {
    static let gradientTypeNames = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient"]

    /// The node of a gradient view value (`LinearGradient(…)`, `Brand.purple`), nil for another value.
    func gradientNode(_ value: Value) -> ViewNode? {
        guard isGradientView(value), case let .native(native) = value, let description = native.payload as? ViewDescription,
              case let .leaf(node) = description.content else { return nil }
        return node
    }

    func registerGradientOpacity() {
        for name in Self.gradientTypeNames {
            guard let type = interpreter.type(named: name) else { continue }
            type.addMethod("opacity", .hosted("opacity", labels: [nil]) { runtime, selfValue, arguments in
                guard var node = runtime.gradientNode(selfValue) else { return selfValue }
                let alpha = try runtime.number(arguments.first?.value ?? .double(1), "opacity")
                if var gradient = node.style.gradient {
                    gradient.colors = gradient.colors.map { Self.faded($0, by: alpha) }
                    node.style.gradient = gradient
                }
                return runtime.view(name, .leaf(node))
            })
        }
    }
}
