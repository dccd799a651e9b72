/// `TextEditor(text:)` on iOS: UIKit's `UITextView` inside SwiftUI (SwiftUI Introspect maps
/// `TextEditor` to `UITextView` on iOS 14 and later, `Sources/ViewTypes/TextEditor.swift`), a
/// scroll view of text (Apple, "TextEditor": "multiline, scrollable text"; `UITextView` is a
/// `UIScrollView`).
///
/// Its one child is the bound text, wrapped to the editor's width with no line limit (a text view
/// shows every line and scrolls past its height). The text sits inside the text view's
/// `textContainerInset`, (8, 0, 8, 0) by default (Apple, "UITextView.textContainerInset"), and
/// each line inside its container's `lineFragmentPadding`, 5 points at each end by default (Apple,
/// "NSTextContainer.lineFragmentPadding"): the text's frame starts 5 points in from the editor's
/// leading edge and 8 below its top, and is 10 points narrower than the editor.
///
/// Like a scroll view along both axes, the editor takes the size proposed to it. **Unverified:**
/// with a `nil` proposal along an axis (inside a vertical `ScrollView`, under `fixedSize()`) it
/// takes its text's size plus the insets, as `ScrollViewLayout` takes its content's length; no
/// published measurement gives the editor's ideal size (docs/swiftui-subset.md).
public struct TextEditorLayout: LayoutPrimitive, ChildRoleProviding {
    /// `UITextView.textContainerInset`'s default (Apple): 8 points above and below the text.
    public static let textContainerInset = EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
    /// `NSTextContainer.lineFragmentPadding`'s default (Apple): 5 points at each end of a line.
    public static let lineFragmentPadding = 5.0

    /// Where the text's frame sits inside the editor: the container inset plus the line padding
    /// at the leading and trailing ends.
    public static let textInsets = EdgeInsets(top: textContainerInset.top,
                                              leading: textContainerInset.leading + lineFragmentPadding,
                                              bottom: textContainerInset.bottom,
                                              trailing: textContainerInset.trailing + lineFragmentPadding)

    public init() {}

    public var kind: String { "TextEditor" }
    public var childRole: ChildRole { .container }

    /// A text view lays out all of its text: it scrolls rather than truncating at a line limit.
    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.text.lineLimit = nil
        environment.text.lowerLineLimit = nil
    }

    private var insets: EdgeInsets { Self.textInsets }

    private func textWidth(_ width: Double?) -> Double? {
        width.map { max($0 - insets.leading - insets.trailing, 0) }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let text = subviews.first?.sizeThatFits(ProposedSize(width: textWidth(proposal.width), height: nil)) ?? .zero
        return Size(width: proposal.width ?? text.width + insets.leading + insets.trailing,
                    height: proposal.height ?? text.height + insets.top + insets.bottom)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let offered = ProposedSize(width: textWidth(size.width), height: nil)
        let lineWidth = textWidth(size.width) ?? 0
        return subviews.map { subview in
            // The text's lines line up in the container by `multilineTextAlignment` (Apple,
            // "TextEditor": the editor styles its text with the environment's alignment); the text's
            // own frame is as wide as its widest line, so it moves across the container's width.
            let slack = max(lineWidth - subview.sizeThatFits(offered).width, 0)
            let x = insets.leading + slack * Self.fraction(of: context.environment.text.multilineTextAlignment)
            return SubviewPlacement(origin: Point(x: x, y: insets.top), proposal: offered)
        }
    }

    private static func fraction(of alignment: TextAlignment) -> Double {
        switch alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
