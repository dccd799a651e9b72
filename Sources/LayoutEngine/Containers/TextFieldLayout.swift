/// `TextField` / `SecureField` in the default (plain) style on iOS: one line of text in the current
/// font, as wide as proposed.
///
/// Its one child is the text shown (the bound text, or the placeholder when that is empty), kept
/// to one line. The field takes the proposed width (a `nil` width: the text's width) and is as tall
/// as one line of its font, the text at its leading edge. **Unverified:** no published measurement
/// gives a plain field's height; the rule is the one line of text the field shows.
///
/// `.textFieldStyle(.roundedBorder)` insets the text inside a rounded border by
/// `roundedBorderInsets`. **Unverified:** 7 pt on every side, chosen so a field at `.body` (a
/// 20.33-pt line of 17-pt SF Pro) is 20.33 + 7 + 7 = 34.33 tall, within a third of a point of the
/// 34-pt height Interface Builder gives a `UITextField` with the `.roundedRect` border, which
/// SwiftUI's style resembles; a measured frame of a `.roundedBorder` field on iOS would settle it
/// (docs/engine.md).
public struct TextFieldLayout: LayoutPrimitive, ChildRoleProviding, ControlDrawingProviding {
    public var name: String

    /// `.textFieldStyle(.roundedBorder)`: drawn with a hairline rounded border.
    public var roundedBorder: Bool

    /// `axis: .vertical`: the text wraps within the line limits above the field, as a `Text`
    /// does, and the field is as tall as its lines (Apple, `lineLimit(_:)`); past the upper limit
    /// it shows its first lines, uncut, as a scroll view at its start does.
    public var wraps: Bool

    public init(name: String = "TextField", roundedBorder: Bool = false, wraps: Bool = false) {
        self.name = name
        self.roundedBorder = roundedBorder
        self.wraps = wraps
    }

    public var controlDrawing: ControlDrawing? { .textField(roundedBorder: roundedBorder) }

    /// The space between a rounded-border field's edge and its text (unverified, see above).
    public static let roundedBorderInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)

    private var insets: EdgeInsets { roundedBorder ? Self.roundedBorderInsets : EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public var kind: String { name }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        guard !wraps else {
            // Past its upper line limit a vertical field "becomes scrollable" where a `Text`
            // truncates (Apple, `lineLimit(_:)`): the lines past the limit are out of view, the
            // last one shown has no ellipsis (`TruncationMode.clip`).
            environment.text.truncationMode = .clip
            return
        }
        environment.text.lineLimit = 1
        environment.text.lowerLineLimit = nil
    }

    private func textSize(_ width: Double?, subviews: LayoutSubviews) -> Size {
        subviews.first?.sizeThatFits(ProposedSize(width: width, height: nil)) ?? .zero
    }

    private func innerWidth(_ width: Double?) -> Double? {
        width.map { max($0 - insets.leading - insets.trailing, 0) }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let text = textSize(innerWidth(proposal.width), subviews: subviews)
        return Size(width: proposal.width ?? text.width + insets.leading + insets.trailing,
                    height: text.height + insets.top + insets.bottom)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in
            SubviewPlacement(origin: Point(x: insets.leading, y: insets.top), proposal: ProposedSize(width: innerWidth(size.width), height: nil))
        }
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let inner = subviews.first?.dimensions(in: ProposedSize(width: innerWidth(size.width), height: nil)).explicit(key) else { return nil }
        return inner + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}
