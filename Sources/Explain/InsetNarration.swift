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
        if case .textField(roundedBorder: true)? = view.style.control { return tellTextFieldInsets(of: view) }
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

    /// For a control that lays its label out inside insets (a bordered button), the step that
    /// takes the insets off the proposal it was given, leaving `inner` for the label, and the
    /// name the label's own layout is told under ("Button's label"); nil for other views.
    mutating func tellInsetProposal(of view: PlacedView, inner: ProposedSize) -> String? {
        guard view.kind != "padding", let content = Self.contentFrame(of: view),
              let source = insetSource(of: view, content: content) else { return nil }
        let outer = view.frame
        let edges = (top: content.y - outer.y, leading: content.x - outer.x,
                     bottom: outer.maxY - content.maxY, trailing: outer.maxX - content.maxX)
        let name = names.name(view)
        var terms: [String] = []
        if let width = view.proposal.width, let innerWidth = inner.width {
            terms.append("\(N.format(width)) − \(N.format(edges.leading)) − \(N.format(edges.trailing)) = \(N.format(innerWidth))")
        }
        if let height = view.proposal.height, let innerHeight = inner.height {
            terms.append("\(N.format(height)) − \(N.format(edges.top)) − \(N.format(edges.bottom)) = \(N.format(innerHeight))")
        }
        add(.offer, "\(name) keeps \(Self.describeInsets(edges)) of the \(N.proposal(view.proposal)) proposed for its insets (\(source)) and lays out its label in the rest, \(N.proposal(inner))",
            arithmetic: terms.isEmpty ? nil : terms.joined(separator: "; "), owner: view.path, subject: view.path, proposal: inner)
        return "\(name)'s label"
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

    /// A `.roundedBorder` text field given a width keeps its leading and trailing insets off it
    /// before it proposes the rest to its text (`TextFieldLayout.placeSubviews`): told first, so
    /// the narrower proposal to the text is explained where it appears.
    mutating func tellTextFieldInsetProposal(of view: PlacedView) {
        guard case .textField(roundedBorder: true)? = view.style.control, view.children.count == 1,
              let width = view.proposal.width, let inner = view.children[0].proposal.width else { return }
        let insets = TextFieldLayout.roundedBorderInsets
        add(.offer, "\(names.name(view)) keeps \(N.format(insets.leading)) pt leading and trailing of the \(N.format(width)) pt proposed for its border's insets and offers its text the rest",
            arithmetic: "\(N.format(width)) − \(N.format(insets.leading)) − \(N.format(insets.trailing)) = \(N.format(inner))",
            owner: view.path, subject: view.children[0].path, proposal: view.children[0].proposal)
    }

    /// A `.roundedBorder` text field: its text sits `TextFieldLayout.roundedBorderInsets` inside
    /// the border, and the field is as wide as proposed (its text is as wide as its characters),
    /// so only the height is the text's plus the insets (arithmetic of `TextFieldLayout.sizeThatFits`).
    mutating func tellTextFieldInsets(of view: PlacedView) {
        guard view.children.count == 1 else { return }
        let text = view.children[0].frame, insets = TextFieldLayout.roundedBorderInsets
        let width = view.proposal.width.map { "is as wide as the \(N.format($0)) pt proposed" } ?? "is as wide as its text and insets"
        let edges = (top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        add(.inset, "\(names.name(view)) sets \(names.name(view.children[0])) \(Self.describeInsets(edges)) inside its border (the .roundedBorder text field style's insets, LayoutLens's TextFieldLayout, unverified for want of a published measurement) and \(width), so its height is",
            arithmetic: "\(N.format(text.height)) + \(N.format(insets.top)) + \(N.format(insets.bottom)) = \(N.format(view.frame.height))",
            owner: view.path, subject: view.path, answer: view.frame.size)
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
