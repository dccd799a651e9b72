/// Where `Text` puts the ellipsis when its last line is cut (`Text.TruncationMode`; default `.tail`).
public enum TruncationMode: String, Hashable, Sendable {
    case head, middle, tail
    /// Not one of SwiftUI's modes: the lines past the limit are out of view and the last line kept
    /// is drawn as it broke, with no ellipsis. What a vertical `TextField` past its line limit
    /// shows: it "becomes scrollable" where a `Text` truncates (Apple, `lineLimit(_:)`), and a
    /// scroll view starts at offset zero (Apple, "UIScrollView.contentOffset": "The default value
    /// is CGPointZero"), showing its first lines.
    case clip

    /// The modes `Text.TruncationMode` names, which `.truncationMode(_:)` may set.
    public static let swiftUIModes: [TruncationMode] = [.head, .middle, .tail]
}

/// How lines of a multi-line `Text` line up (`TextAlignment`; default `.leading`).
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}
