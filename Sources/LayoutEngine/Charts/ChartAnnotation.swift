/// `.annotation(position:alignment:spacing:) { … }` on a mark: a view laid out beside the mark's
/// bounds (Apple, `ChartContent.annotation(position:alignment:spacing:content:)`: "Annotates this
/// mark or collection of marks with a view positioned relative to its bounds").
public struct ChartAnnotation: Hashable, Sendable {
    /// Apple's `AnnotationPosition`: "Place the annotation on the top of the item", "… as an
    /// overlay of the item", "… on the top leading corner of the item", and so on.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    /// Between the mark and its annotation when `spacing` is nil, "the default distance" Apple
    /// does not give (**unverified**).
    public static let defaultSpacing = 4.0

    public var position: Position
    /// "The guide for aligning the annotation in the specified position" (default `.center`).
    public var alignment: Alignment
    public var spacing: Double?
    /// Which of the chart's annotation views this is (`ChartNode.make(annotations:)`).
    public var content: Int

    public init(position: Position = .automatic, alignment: Alignment = .center, spacing: Double? = nil, content: Int) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    /// Where a view of `size` goes beside `anchor` (the mark's bounds, in points). Above or below
    /// the mark the alignment's horizontal guide lines the view up with the mark, beside it the
    /// vertical guide, in an overlay both, as a frame aligns its content; a corner position puts
    /// the view outside that corner. `.automatic` is `.top` (**unverified**: Apple says only
    /// "Place the annotation automatically"; bars and points show their annotations above).
    public func origin(of size: Size, beside anchor: Rect) -> Point {
        let gap = spacing ?? Self.defaultSpacing
        let h = Self.fraction(alignment.horizontal.key.name), v = Self.fraction(alignment.vertical.key.name)
        let alignedX = anchor.x + (anchor.width - size.width) * h
        let alignedY = anchor.y + (anchor.height - size.height) * v
        let above = anchor.y - gap - size.height, below = anchor.maxY + gap
        let before = anchor.x - gap - size.width, after = anchor.maxX + gap
        switch position {
        case .automatic, .top: return Point(x: alignedX, y: above)
        case .bottom: return Point(x: alignedX, y: below)
        case .leading: return Point(x: before, y: alignedY)
        case .trailing: return Point(x: after, y: alignedY)
        case .overlay: return Point(x: alignedX, y: alignedY)
        case .topLeading: return Point(x: before, y: above)
        case .topTrailing: return Point(x: after, y: above)
        case .bottomLeading: return Point(x: before, y: below)
        case .bottomTrailing: return Point(x: after, y: below)
        }
    }

    /// A guide's place along the view: leading and top 0, trailing and bottom 1, centre (and
    /// text baselines, which an annotation has no line of) ½.
    private static func fraction(_ guide: String) -> Double {
        switch guide {
        case "leading", "top": return 0
        case "trailing", "bottom": return 1
        default: return 0.5
        }
    }
}
