/// `TextField` / `SecureField` in the default (plain) style on iOS: one line of text in the current
/// font, as wide as proposed.
///
/// Its one child is the text shown (the bound text, or the placeholder when that is empty), kept
/// to one line. The field takes the proposed width (a `nil` width: the text's width) and is as tall
/// as one line of its font, the text at its leading edge. **Unverified:** no published measurement
/// gives a plain field's height; the rule is the one line of text the field shows.
public struct TextFieldLayout: LayoutPrimitive, ChildRoleProviding, ControlDrawingProviding {
    public var name: String

    /// `.textFieldStyle(.roundedBorder)`: drawn with a hairline rounded border.
    public var roundedBorder: Bool

    public init(name: String = "TextField", roundedBorder: Bool = false) {
        self.name = name
        self.roundedBorder = roundedBorder
    }

    public var controlDrawing: ControlDrawing? { .textField(roundedBorder: roundedBorder) }

    public var kind: String { name }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.text.lineLimit = 1
        environment.text.lowerLineLimit = nil
    }

    private func textSize(_ width: Double?, subviews: LayoutSubviews) -> Size {
        subviews.first?.sizeThatFits(ProposedSize(width: width, height: nil)) ?? .zero
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let text = textSize(proposal.width, subviews: subviews)
        return Size(width: proposal.width ?? text.width, height: text.height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: .zero, proposal: ProposedSize(width: size.width, height: nil)) }
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.dimensions(in: ProposedSize(width: size.width, height: nil)).explicit(key)
    }
}
