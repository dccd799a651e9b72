import LayoutEngine

/// One placed view of a scene: where it ended up and what it looks like.
public struct DiagramView: Sendable, Equatable {
    /// What to draw for the view itself.
    public enum Content: Sendable, Equatable {
        /// `Color.blue`: a filled rectangle.
        case color(ColorValue)
        /// `Circle()`, `RoundedRectangle(cornerRadius:)`, …: the shape, filled and/or stroked by `style`.
        case shape(ShapeKind)
        /// `Text`: its measured lines.
        case text(DiagramText)
        /// `Image`: a placeholder of its size.
        case image(name: String)
        /// `Spacer`: invisible in SwiftUI; drawn as a faint hatched outline so the gap is explained.
        case spacer
        /// `Divider`: a hairline filled with the separator colour.
        case divider
        /// A chart's plot area: its marks and grid lines in unit coordinates.
        case chart(ChartDrawing)
        /// Stacks, overlays, frames, padding and other views that only arrange others: a thin outline.
        case layout
        /// `EmptyView` and views with nothing to draw.
        case nothing
    }

    /// The primitive's kind (`HStack`, `frame`, `Color`).
    public var kind: String
    /// How the source names it (`Color.blue`, `frame(height: 80)`).
    public var label: String
    /// The unique path in the tree (`HStack[1]/frame/Color`); ids and file names derive from it.
    public var path: String
    /// The frame in canvas coordinates, unrounded: labels show these values.
    public var frame: Rect
    /// The frame rounded to the display's pixel grid, as SwiftUI draws it: shapes use these.
    public var displayFrame: Rect
    /// What the parent proposed when placing the view.
    public var proposal: ProposedSize
    /// Marked with `.measure()` in the source.
    public var isMeasured: Bool
    public var style: ViewStyle
    public var content: Content
    /// 1-based source line, when known (shown in tooltips).
    public var sourceLine: Int?
    /// An `overlay`/`background`/`border` decoration of its parent rather than its content:
    /// descriptions look through to the parent's primary child.
    public var isSecondary: Bool
    /// `offset`, `rotationEffect`, `scaleEffect`: the view and its subtree are drawn moved; a
    /// faint outline stays at the layout frame.
    public var effect: RenderEffect?
    public var children: [DiagramView]

    public init(kind: String, label: String, path: String, frame: Rect, displayFrame: Rect? = nil,
                proposal: ProposedSize = .unspecified, isMeasured: Bool = false, style: ViewStyle = .plain,
                content: Content, sourceLine: Int? = nil, isSecondary: Bool = false, effect: RenderEffect? = nil,
                children: [DiagramView] = []) {
        self.kind = kind
        self.label = label
        self.path = path
        self.frame = frame
        self.displayFrame = displayFrame ?? frame
        self.proposal = proposal
        self.isMeasured = isMeasured
        self.style = style
        self.content = content
        self.sourceLine = sourceLine
        self.isSecondary = isSecondary
        self.effect = effect
        self.children = children
    }

    /// Leaves are views that draw something of their own and have no children.
    public var isLeaf: Bool { children.isEmpty }

    /// The children that are content, not decoration.
    public var contentChildren: [DiagramView] { children.filter { !$0.isSecondary } }
}

/// A laid-out `Text`: its lines where the text measurer put them.
public struct DiagramText: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var text: String
        /// Advance width of the line in points (trailing spaces excluded).
        public var width: Double
        /// Where the line starts, from the text view's leading edge (non-zero for centred lines).
        public var x: Double
        /// The baseline, from the text view's top edge.
        public var baseline: Double

        public init(text: String, width: Double, x: Double = 0, baseline: Double) {
            self.text = text
            self.width = width
            self.x = x
            self.baseline = baseline
        }
    }

    public var lines: [Line]
    /// Point size of the font.
    public var fontSize: Double
    /// CSS weight (100 … 900): 400 regular, 600 semibold, 700 bold.
    public var fontWeight: Int
    /// The font the layout measured the text with; nil means the system font at `fontSize` and
    /// `fontWeight` (scenes rebuilt from snapshots).
    public var font: FontDescriptor?

    public init(lines: [Line], fontSize: Double, fontWeight: Int = 400, font: FontDescriptor? = nil) {
        self.lines = lines
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.font = font
    }

    /// The whole string as one line of text.
    public var joined: String { lines.map(\.text).joined(separator: " ") }
}
