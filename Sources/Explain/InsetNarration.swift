import LayoutEngine

/// The space a padding or a control's style adds around its content, told like any padding:
/// how much on each edge, where those amounts come from, and the sum that turns the child's
/// size into the container's. A `.bordered` button whose 20.33 pt label becomes 34.33 pt tall
/// says that its style adds 7 pt above and 7 pt below.
///
/// The amounts are read from the laid-out frames (the child's edges against the container's),
/// which is exactly what `PaddingLayout` and `ButtonLayout` do: both propose the child the
/// proposal minus the insets, place it at (leading, top) and answer its size plus the insets
/// (arithmetic of `sizeThatFits` in both primitives).
extension Narration {
    mutating func tellInsets(of view: PlacedView) {
        guard let inner = Self.contentFrame(of: view), let source = insetSource(of: view, content: inner) else { return }
        let outer = view.frame
        let edges = (top: inner.y - outer.y, leading: inner.x - outer.x,
                     bottom: outer.maxY - inner.maxY, trailing: outer.maxX - inner.maxX)
        let all = [edges.top, edges.leading, edges.bottom, edges.trailing]
        // Rounding noise below a thousandth of a point is no inset.
        guard all.allSatisfy({ $0.isFinite && $0 > -0.001 }), all.contains(where: { $0 > 0.001 }) else { return }
        let name = names.name(view)
        let childName = view.children.count == 1 ? names.name(view.children[0]) : "its \(view.children.count) label views"
        // Arithmetic is numbers only (StepShapeTests): the words say it is the width, then the height.
        let arithmetic = "\(N.format(inner.width)) + \(N.format(edges.leading)) + \(N.format(edges.trailing)) = \(N.format(outer.width))"
            + "; \(N.format(inner.height)) + \(N.format(edges.top)) + \(N.format(edges.bottom)) = \(N.format(outer.height))"
        add(.inset, "\(name) adds \(Self.describeInsets(edges)) around \(childName) (\(source)), so its width and height are",
            arithmetic: arithmetic, owner: view.path, subject: view.path, answer: outer.size)
    }

    /// Where the amounts come from, or nil when `view` adds no insets of its own.
    func insetSource(of view: PlacedView, content child: Rect) -> String? {
        if view.kind == "padding" {
            // `.padding()` without a length takes the environment's default, 16 pt on iOS
            // (facts §B7, `PaddingLayout.defaultLength`); the frames cannot tell it from `.padding(16)`.
            let usesDefault = [child.y - view.frame.y, child.x - view.frame.x, view.frame.maxY - child.maxY, view.frame.maxX - child.maxX]
                .contains { abs($0 - PaddingLayout.defaultLength) < 0.001 }
            return usesDefault ? "the padding's lengths, as written, or iOS's default 16 pt where .padding() gives none"
                : "the padding's lengths, as written in the source"
        }
        guard case let .button(style, _, _)? = view.style.control, style == "bordered" || style == "borderedProminent" else { return nil }
        let frame = view.frame
        let insets = EdgeInsets(top: child.y - frame.y, leading: child.x - frame.x,
                                bottom: frame.maxY - child.maxY, trailing: frame.maxX - child.maxX)
        let size = ["mini", "small", "regular", "large"].first { Self.close(BorderedButtonMetrics.insets(controlSize: $0), insets) }
        let sizeText = size.map { "at the .\($0) control size" } ?? "at its control size"
        return "the .\(style) button style's label insets \(sizeText), LayoutLens's BorderedButtonMetrics, unverified for want of a published measurement"
    }

    /// The box around `view`'s children (a button stacks its label views), nil without children.
    static func contentFrame(of view: PlacedView) -> Rect? {
        guard var box = view.children.first?.frame else { return nil }
        for child in view.children.dropFirst() { box = box.union(child.frame) }
        return box
    }

    private static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 0.01 && abs(a.leading - b.leading) < 0.01
            && abs(a.bottom - b.bottom) < 0.01 && abs(a.trailing - b.trailing) < 0.01
    }

    /// "16 pt on each side", "12 pt leading and trailing and 7 pt top and bottom", or each edge.
    static func describeInsets(_ e: (top: Double, leading: Double, bottom: Double, trailing: Double)) -> String {
        func pt(_ value: Double) -> String { "\(N.format(value)) pt" }
        let same = { (a: Double, b: Double) in abs(a - b) < 0.001 }
        if same(e.top, e.leading), same(e.top, e.bottom), same(e.top, e.trailing) { return "\(pt(e.top)) on each side" }
        if same(e.top, e.bottom), same(e.leading, e.trailing) {
            return "\(pt(e.leading)) leading and trailing and \(pt(e.top)) top and bottom"
        }
        return "\(pt(e.top)) top, \(pt(e.leading)) leading, \(pt(e.bottom)) bottom and \(pt(e.trailing)) trailing"
    }
}
