/// A view after layout: where it is and how big, in the canvas's coordinates.
public struct PlacedView: Sendable {
    public var kind: String
    public var label: String
    /// Stable address of the view in its scene, e.g. `HStack[1]/frame/Color`.
    public var path: String
    public var source: SourceLocation?
    /// Unrounded frame in canvas coordinates (the canvas's top-leading corner is 0,0).
    public var frame: Rect
    /// The frame SwiftUI displays: rounded to the pixel grid of the pass's scale.
    public var displayFrame: Rect
    /// What the parent proposed when placing the view.
    public var proposal: ProposedSize
    public var isMeasured: Bool
    public var style: ViewStyle
    /// For `Text`: its lines and metrics, to draw it.
    public var text: PlacedText?
    /// For shapes, colours and images: what to draw.
    public var content: PlacedContent
    /// `offset`, `rotationEffect`, `scaleEffect`: how the drawing of this view and everything
    /// inside it is moved; `frame` stays the layout frame.
    public var effect: RenderEffect?
    public var children: [PlacedView]

    /// Every view of the subtree in depth-first source order.
    public var allViews: [PlacedView] {
        var result: [PlacedView] = []
        func visit(_ view: PlacedView) {
            result.append(view)
            view.children.forEach(visit)
        }
        visit(self)
        return result
    }
}

/// What a leaf shows, for renderers.
public enum PlacedContent: Hashable, Sendable {
    case none
    case color(ColorValue)
    case shape(ShapeKind)
    case image(name: String, isResizable: Bool)
    case text
    case spacer
    case divider
    /// A chart's plot area: its marks and grid lines (`ChartPlotLeaf`).
    case chart(ChartDrawing)
}

/// A laid-out `Text`: its lines and the metrics to draw them.
public struct PlacedText: Hashable, Sendable {
    public var lines: [TextLine]
    public var font: FontDescriptor
    public var metrics: FontLineMetrics
    /// Distance from one baseline to the next (`LineAdvance`).
    public var lineAdvance: Double
    /// Distance from the view's top to the first baseline, as SwiftUI rounds it.
    public var firstBaseline: Double
    public var alignment: TextAlignment
}
