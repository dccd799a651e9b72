import Diagnostics
import LayoutEngine

/// `overlay` and `background`: a primary view with secondary views that never affect its size.
extension Lowerer {
    /// `.overlay(Text("x"))`, `.overlay(alignment: .top) { … }`, `.background(.red)`, `.background(Color.blue)`.
    mutating func lowerSecondary(_ name: String, arguments: [Argument], nameRange: SourceRange, node: ViewNode,
                                         scope: Scope) -> ViewNode? {
        guard let bound = ArgumentMatcher.match(arguments, callee: name, calleeRange: nameRange, signatures: [
            Signature([.unlabelled("style"), .labelled("alignment")]),
            Signature([.labelled("alignment"), .closure("content")]),
            Signature([.unlabelled("style"), .labelled("in", optional: false)]),
        ], sink: &sink) else { return nil }
        guard let alignment = bound.has("alignment") ? alignmentArgument(bound["alignment"], scope: scope) : .center else { return nil }
        var secondaries: [ViewNode] = []
        if let closure = bound["content"] {
            guard let nodes = lowerClosure(closure, scope: scope) else { return nil }
            secondaries = nodes
            if nodes.count > 1 {
                // Apple (`overlay(alignment:content:)`, `background(alignment:content:)`): several
                // views in the closure form one implicit ZStack, centred among themselves, which
                // the modifier's alignment then places as a unit.
                guard let stack = makeNode(ZStackLayout(alignment: .center), children: nodes, label: "ZStack",
                                           at: closure.value.range) else { return nil }
                secondaries = [stack]
            }
        } else if let style = bound["style"] {
            guard let value = evaluate(style.value, scope: scope) else { return nil }
            switch value {
            case .views(let nodes):
                secondaries = nodes
            default:
                guard let color = color(value, range: style.value.range) else { return nil }
                if let shapeArgument = bound["in"] {
                    guard let shape = lowerView(shapeArgument.value, scope: scope) else { return nil }
                    var filled = shape
                    filled.style.fill = color
                    secondaries = [filled]
                } else {
                    guard let leaf = makeNode(ColorLeaf(color), at: style.value.range) else { return nil }
                    secondaries = [leaf]
                }
            }
        }
        let placement: OverlayLayout.Placement = name == "overlay" ? .overlay : .background
        return makeNode(OverlayLayout(alignment: alignment, placement: placement), children: [node] + secondaries,
                        label: name, at: nameRange)
    }
}
