/// The layout smells `layoutlens lint` finds, each with a stable id (used in the output, in
/// `// layoutlens:disable:next <id>` comments and in `--disable`), what it reports and the fix
/// it suggests. Alphabetised by id.
enum LintRule: String, CaseIterable, Sendable, Comparable {
    /// A `Text` inside a `.frame(width:)` that fits at the default size and breaks at a larger
    /// one: truncated, broken inside a word, or wider than its frame. A fixed width does not grow
    /// with Dynamic Type, while the text does (Apple HIG, "Typography": "Dynamic Type … lets
    /// people choose the size of visible text"; the sizes grow to 53 pt body at AX5).
    case fixedFrameText = "fixed-frame-text"
    /// A view wider than the canvas (the device's safe area), or lying partly outside it
    /// horizontally: the screen would need sideways scrolling.
    case horizontalOverflow = "horizontal-overflow"
    /// Two siblings whose frames intersect at some device or size while they did not at the
    /// default size (Large) on the same device.
    case overlap = "overlap"
    /// A `Button`, `Toggle`, `Link`, `Menu` or a view with `onTapGesture` whose frame is smaller
    /// than 44 × 44 pt. Apple HIG, "Accessibility" › "Buttons and controls": controls need "a
    /// minimum tappable area of 44x44 pt" (developer.apple.com/design/human-interface-guidelines/accessibility).
    case smallTapTarget = "small-tap-target"
    /// A `Text` whose lines end in an ellipsis the string does not have: cut by `lineLimit`, by a
    /// fixed height, or by a parent's proposal. The engine truncates the last kept line with
    /// "…" (`TextMeasuring`), so the ellipsis in the laid-out lines is what shows.
    case textTruncated = "text-truncated"

    var id: String { rawValue }

    /// What a developer does about it.
    var suggestedFix: String {
        switch self {
        case .fixedFrameText:
            return "use .frame(minWidth:) or .frame(maxWidth:) or a @ScaledMetric width so the frame grows with the text"
        case .horizontalOverflow:
            return "let the content wrap or shrink (ViewThatFits, a VStack at accessibility sizes, .minimumScaleFactor), "
                + "or put it in a ScrollView(.horizontal)"
        case .overlap:
            return "give the siblings room to grow (no fixed heights or offsets between them; a stack instead of a ZStack with offsets)"
        case .smallTapTarget:
            return "make the tappable area at least 44 x 44 pt: .frame(minWidth: 44, minHeight: 44) with .contentShape(Rectangle()) "
                + "on the label, inside the Button (a frame outside it does not enlarge where it can be tapped)"
        case .textTruncated:
            return "allow more lines (.lineLimit(nil) or a larger limit) or more room; if truncation is intended, "
                + "disable with // layoutlens:disable:next text-truncated"
        }
    }

    static func < (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
