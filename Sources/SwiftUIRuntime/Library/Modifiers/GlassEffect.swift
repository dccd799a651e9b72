import LayoutEngine
import SwiftInterpreter

/// iOS 26's `glassEffect(_:in:)` (Apple docs: the system "renders a shape anchored behind a view
/// with the Liquid Glass material"; "SwiftUI anchors the Liquid Glass to a view's bounds", the
/// material filling the view's frame including its padding; `.regular` in a `Capsule` by
/// default). Laid out as `background(_:in:)` is: the view keeps its frame and the shape, behind
/// it, is the view's size. Drawn as a translucent gray fill (`glassFill`): the blur and
/// refraction of what lies behind are not drawn, as materials are drawn gray (**unverified**
/// colour, drawing only). `Glass.identity` (Apple: "your content remains unaffected as if no glass
/// effect was applied") and `isEnabled: false` leave the view as it is.
extension SwiftUIRuntime {
    /// What a glass shape is painted with: gray at a fifth of its opacity.
    static let glassFill = ColorValue.faded(.gray, opacity: 0.2)

    func glassEffectModifier(_ arguments: NativeArguments, _ base: Value) throws -> Value {
        if interpreter.isUnseen(base) { return base }
        if let enabled = arguments["isEnabled"], try !bool(enabled, "isEnabled") { return base }
        if isIdentityGlass(arguments.unlabelled.first) { return base }
        let source = currentLocation
        let shape = try arguments["in"].map { try shapeView($0) }
            ?? view("Capsule", .leaf(ViewNode(ShapeLeaf(.capsule), label: "Capsule", source: source)), source: source)
        let modifier = ModifierDescription(name: "glassEffect", secondaries: [shape]) { node, resolved in
            let glass = resolved.map { shape -> ViewNode in
                var filled = shape
                filled.style.fill = Self.glassFill
                return filled
            }
            return ViewNode(OverlayLayout(alignment: .center, placement: .background), children: [node] + glass, label: "glassEffect", source: nil)
        }
        return view(modifiedTypeName("glassEffect", base), .modified(base: base, modifier: modifier), source: source)
    }
}
