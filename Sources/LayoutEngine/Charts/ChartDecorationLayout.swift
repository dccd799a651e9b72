/// The content of `chartBackground(alignment:content:)` or `chartOverlay(alignment:content:)`,
/// laid out over the whole chart although the chart places it where its plot is.
///
/// Swift Charts adds the content as a background (or overlay) "to a view that contains a chart"
/// (Apple, `chartBackground(alignment:content:)`), so it is laid out as `background(alignment:)`
/// lays out its content: each view proposed the chart's size and aligned in the chart's bounds by
/// `alignment`, as a `ZStack`'s children are. The chart places this view at its plot's frame (so
/// the content closure can be given the plot's frame, `ChartProxy.plotFrame`); `chartOrigin` is
/// where the chart's bounds start relative to the plot, so the content lands on the chart.
/// Its own size is what it is proposed (the plot's): it draws nothing itself.
public struct ChartDecorationLayout: LayoutPrimitive, ChildRoleProviding {
    /// The chart's top-leading corner relative to the plot's (zero or negative on each axis).
    public var chartOrigin: Point
    public var chartSize: Size
    public var alignment: Alignment
    /// `chartBackground` (drawn behind the plot) or `chartOverlay` (drawn over it).
    public var isOverlay: Bool

    public init(chartOrigin: Point, chartSize: Size, alignment: Alignment, isOverlay: Bool) {
        self.chartOrigin = chartOrigin
        self.chartSize = chartSize
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    public var kind: String { isOverlay ? "chartOverlay" : "chartBackground" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let bounds = ViewDimensions(size: chartSize)
        return subviews.indices.map { index in
            let dimensions = subviews[index].dimensions(in: ProposedSize(chartSize))
            let origin = Point(x: chartOrigin.x + bounds[alignment.horizontal] - dimensions[alignment.horizontal],
                               y: chartOrigin.y + bounds[alignment.vertical] - dimensions[alignment.vertical])
            return SubviewPlacement(origin: origin, proposal: ProposedSize(chartSize))
        }
    }
}
