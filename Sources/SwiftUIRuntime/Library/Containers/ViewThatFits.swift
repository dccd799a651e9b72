import LayoutEngine
import SwiftInterpreter

/// `ViewThatFits(in: axes) { … }` (iOS 16): shows the first child whose ideal size fits the
/// proposal along `axes`, else the last child.
///
/// Apple's documentation: it "evaluates its child views in the order you provide them" and
/// "selects the first child whose ideal size on the constrained axes fits within the proposed
/// size"; by default it constrains both axes. The ideal size is the answer to an unspecified
/// proposal; an axis the parent leaves unspecified constrains nothing. The chosen child is then
/// proposed what `ViewThatFits` was offered, and its size is `ViewThatFits`'s; the others are
/// measured only, never shown.
struct ViewThatFitsLayout: LayoutPrimitive, ChildRoleProviding {
    var horizontal: Bool
    var vertical: Bool

    var kind: String { "ViewThatFits" }
    var childRole: ChildRole { .container }
    var indexesChildren: Bool { true }

    /// The index of the child shown for `proposal`.
    func chosen(for proposal: ProposedSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let index = chosen(for: proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let shown = chosen(for: proposal, subviews: subviews)
        return subviews.indices.map { index in
            SubviewPlacement(origin: .zero, proposal: proposal, isShown: index == shown)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let index = chosen(for: proposal, subviews: subviews) else { return nil }
        return subviews[index].dimensions(in: proposal).explicit(key)
    }

    func layoutPriority(subviews: LayoutSubviews) -> Double { 0 }
}

extension SwiftUIRuntime {
    func registerViewThatFits() {
        interpreter.registerNativeType("ViewThatFits").conformances = ["View"]
        initializer("ViewThatFits") { `self`, arguments in
            try arguments.check(allowed: ["in", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let axes = try arguments["in"].map { try self.axisNames($0) } ?? ["horizontal", "vertical"]
            let layout = ViewThatFitsLayout(horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical"))
            return self.view("ViewThatFits", .container(layout, label: "ViewThatFits", content: try self.builtContent(arguments)),
                             source: source)
        }
    }
}
