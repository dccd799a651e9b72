import Diagnostics
import LayoutEngine

/// `rotationEffect(_:anchor:)` and `scaleEffect(…)`: drawing-only transforms (`RenderEffect`).
/// Forms the reader does not know (an `Angle` from a variable, say) leave the view as it is, as
/// before these were modelled: they never change layout.
extension Lowerer {
    mutating func lowerRenderEffect(_ name: String, arguments: [Argument], nameRange: SourceRange, node: ViewNode,
                                    scope: Scope) -> ViewNode? {
        let anchor = Self.unitPoint(arguments.first { $0.label == "anchor" }?.value)
        let effect: RenderEffect?
        if name == "rotationEffect" {
            effect = arguments.first { $0.label == nil }.flatMap { degrees($0.value, scope: scope) }
                .map { .rotation(degrees: $0, anchor: anchor) }
        } else if let uniform = arguments.first(where: { $0.label == nil }) {
            effect = numberArgument(uniform, scope: scope).map { .scale(x: $0, y: $0, anchor: anchor) }
        } else {
            guard let x = numberArgument(arguments.first { $0.label == "x" }, scope: scope, default: 1),
                  let y = numberArgument(arguments.first { $0.label == "y" }, scope: scope, default: 1) else { return nil }
            effect = .scale(x: x, y: y, anchor: anchor)
        }
        guard let effect else { return node }
        return makeNode(TransformEffectModifier(effect), children: [node], label: name, at: nameRange)
    }

    /// `.degrees(45)`, `.radians(.pi / 2)`, `Angle.degrees(45)`, `Angle(degrees: 45)`, in degrees.
    private mutating func degrees(_ expr: Expr, scope: Scope) -> Double? {
        guard case .call(let callee, let arguments) = expr.kind, arguments.count == 1 else { return nil }
        let unit: String
        switch callee.kind {
        case .implicitMember(let name): unit = name
        case .member(let base, let name, _) where base.dottedName == "Angle": unit = name
        case .identifier("Angle"): unit = arguments[0].label ?? ""
        default: return nil
        }
        guard ["degrees", "radians"].contains(unit), let amount = numberArgument(arguments[0], scope: scope) else { return nil }
        return unit == "degrees" ? amount : amount * 180 / .pi
    }

    /// `.center`, `.topLeading`, `UnitPoint.bottom`, … as a unit point; anything else, the centre.
    private static func unitPoint(_ expr: Expr?) -> Point {
        let name: String?
        switch expr?.kind {
        case .implicitMember(let member)?: name = member
        case .member(let base, let member, _)? where base.dottedName == "UnitPoint": name = member
        default: name = nil
        }
        let table: [String: Point] = [
            "topLeading": Point(x: 0, y: 0), "top": Point(x: 0.5, y: 0), "topTrailing": Point(x: 1, y: 0),
            "leading": Point(x: 0, y: 0.5), "center": Point(x: 0.5, y: 0.5), "trailing": Point(x: 1, y: 0.5),
            "bottomLeading": Point(x: 0, y: 1), "bottom": Point(x: 0.5, y: 1), "bottomTrailing": Point(x: 1, y: 1),
            "zero": Point(x: 0, y: 0),
        ]
        return name.flatMap { table[$0] } ?? Point(x: 0.5, y: 0.5)
    }
}
