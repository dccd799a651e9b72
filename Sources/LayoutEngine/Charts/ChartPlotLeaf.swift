/// A chart's plot area: the marks and grid lines, drawn in whatever frame the chart gives it.
/// Like a shape it takes the size it is proposed (10 pt on an unspecified axis).
public struct ChartPlotLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var drawing: ChartDrawing

    public init(drawing: ChartDrawing) { self.drawing = drawing }

    public var kind: String { "ChartPlot" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    public func placedContent() -> PlacedContent { .chart(drawing) }
}
