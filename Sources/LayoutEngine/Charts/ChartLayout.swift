/// `Chart`: a flexible view that fills what it is proposed, split into the plot area, the axis
/// labels beside and below it, and the legend.
///
/// Sizing: on each axis the chart takes the proposed length, as a shape does; for an unspecified
/// (nil) proposal it reports its ideal length: the labels and legend it must show plus a 10 pt
/// plot, as any view without an ideal size (`swiftui-layout-facts.md` §B12). Apple documents no
/// ideal size for `Chart`, so the nil case is **unverified** (docs/engine.md says what would
/// settle it). Inside, every label keeps its text's ideal size (caption2, measured as text); the
/// plot area gets what remains.
///
/// Children, in order: the `chartBackground` content if any (drawn first, behind the marks), the
/// plot (`ChartPlotLeaf`), the y-axis labels, the x-axis labels, the legend symbols, the legend
/// labels, the marks' annotations (each at its ideal size beside its mark,
/// `ChartAnnotation.origin`; they change no size of the chart), the `chartOverlay` content if any.
/// The background and overlay are placed at the plot's frame (`ChartDecorationLayout` lays their
/// content over the chart) and change no size of the chart.
public struct ChartLayout: LayoutPrimitive, ChildRoleProviding {
    /// Between the plot area and its axis labels (**unverified**).
    public static let labelGap = 4.0
    /// Between the x-axis labels (or the plot) and the legend (**unverified**).
    public static let legendGap = 8.0
    /// A legend entry's symbol, the gap to its label, the gap to the next entry and between rows
    /// (**unverified**).
    public static let legendSymbol = 8.0
    public static let legendSymbolSpacing = 4.0
    public static let legendEntrySpacing = 12.0
    public static let legendRowSpacing = 4.0
    /// The plot area's length for an unspecified proposal, as for a view without an ideal size.
    public static let idealPlotLength = 10.0

    /// Where each y label's centre goes, 0…1 from the plot's top.
    public var yTicks: [Double]
    /// Where each x label is anchored, 0…1 from the plot's leading edge.
    public var xTicks: [Double]
    /// Category labels centre on their band; numeric and date labels start at their grid line.
    public var centersXLabels: Bool
    public var yAxisPosition: ChartAxis.Position
    public var xAxisPosition: ChartAxis.Position
    public var legendCount: Int
    public var legendPosition: ChartLegend.Position
    public var annotations: [ChartPlotter.PlacedAnnotation]
    /// The scales' range padding: ticks and annotations are placed in the plot less these, as
    /// the marks are drawn (`ChartDrawing.insets`).
    public var plotInsets: EdgeInsets
    /// Whether the first child is a `chartBackground`'s content and the last a `chartOverlay`'s.
    public var hasBackground: Bool
    public var hasOverlay: Bool

    public init(yTicks: [Double], xTicks: [Double], centersXLabels: Bool, yAxisPosition: ChartAxis.Position = .trailing,
                xAxisPosition: ChartAxis.Position = .bottom, legendCount: Int = 0, legendPosition: ChartLegend.Position = .bottom,
                annotations: [ChartPlotter.PlacedAnnotation] = [], plotInsets: EdgeInsets = EdgeInsets(),
                hasBackground: Bool = false, hasOverlay: Bool = false) {
        self.annotations = annotations
        self.hasBackground = hasBackground
        self.hasOverlay = hasOverlay
        self.plotInsets = plotInsets
        self.yTicks = yTicks
        self.xTicks = xTicks
        self.centersXLabels = centersXLabels
        self.yAxisPosition = yAxisPosition
        self.xAxisPosition = xAxisPosition
        self.legendCount = legendCount
        self.legendPosition = legendPosition
    }

    public var kind: String { "Chart" }
    public var childRole: ChildRole { .container }
    public var indexesChildren: Bool { true }

    // MARK: Measuring

    /// What the labels and legend take, for a chart `width` wide (nil: ideal).
    private struct Frame {
        var yLabelWidth = 0.0, yLabelHeight = 0.0, xLabelHeight = 0.0
        var legendRows: [[Int]] = []
        var legendRowHeights: [Double] = []
        var legendWidth = 0.0

        var legendHeight: Double {
            legendRows.isEmpty ? 0 : legendRowHeights.reduce(0, +) + Double(legendRows.count - 1) * ChartLayout.legendRowSpacing
        }
    }

    private var plotIndex: Int { hasBackground ? 1 : 0 }
    private var yRange: Range<Int> { (plotIndex + 1)..<(plotIndex + 1 + yTicks.count) }
    private var xRange: Range<Int> { yRange.upperBound..<(yRange.upperBound + xTicks.count) }
    private var symbolRange: Range<Int> { xRange.upperBound..<(xRange.upperBound + legendCount) }
    private var legendLabelRange: Range<Int> { symbolRange.upperBound..<(symbolRange.upperBound + legendCount) }
    private var annotationRange: Range<Int> { legendLabelRange.upperBound..<(legendLabelRange.upperBound + annotations.count) }
    /// The background's and overlay's indices (placed at the plot's frame).
    private var decorationIndices: [Int] { (hasBackground ? [0] : []) + (hasOverlay ? [annotationRange.upperBound] : []) }

    private func entryWidth(_ index: Int, _ sizes: [Size]) -> Double {
        Self.legendSymbol + Self.legendSymbolSpacing + sizes[legendLabelRange.lowerBound + index].width
    }

    private func measure(_ subviews: LayoutSubviews, width: Double?) -> (Frame, [Size]) {
        // The plot, the annotations, the background and the overlay take no part in the frame's measure.
        let sizes = subviews.indices.map { index in
            index <= plotIndex || index >= annotationRange.lowerBound ? Size(width: 0, height: 0) : subviews[index].sizeThatFits(.unspecified)
        }
        var frame = Frame()
        for index in yRange where index < sizes.count {
            frame.yLabelWidth = max(frame.yLabelWidth, sizes[index].width)
            frame.yLabelHeight = max(frame.yLabelHeight, sizes[index].height)
        }
        for index in xRange where index < sizes.count { frame.xLabelHeight = max(frame.xLabelHeight, sizes[index].height) }
        guard legendCount > 0, legendLabelRange.upperBound <= sizes.count else { return (frame, sizes) }
        // Entries fill a row leading to trailing and wrap when the next one does not fit.
        var row: [Int] = [], rowWidth = 0.0
        for entry in 0..<legendCount {
            let span = entryWidth(entry, sizes)
            let needed = row.isEmpty ? span : rowWidth + Self.legendEntrySpacing + span
            if let available = width, !row.isEmpty, needed > available {
                frame.legendRows.append(row)
                row = [entry]
                rowWidth = span
            } else {
                row.append(entry)
                rowWidth = needed
            }
            frame.legendWidth = max(frame.legendWidth, rowWidth)
        }
        frame.legendRows.append(row)
        frame.legendRowHeights = frame.legendRows.map { row in
            row.map { max(sizes[legendLabelRange.lowerBound + $0].height, Self.legendSymbol) }.max() ?? 0
        }
        return (frame, sizes)
    }

    /// The plot area inside a chart of `size`.
    private func plotRect(in size: Size, _ frame: Frame) -> Rect {
        var left = 0.0, right = size.width, top = 0.0, bottom = size.height
        if !yTicks.isEmpty {
            let band = frame.yLabelWidth + Self.labelGap
            if yAxisPosition == .leading { left += band } else { right -= band }
            // The end labels centre on the plot's edges: half a label stays inside the chart.
            top += frame.yLabelHeight / 2
            if xTicks.isEmpty { bottom -= frame.yLabelHeight / 2 }
        }
        if !xTicks.isEmpty {
            let band = frame.xLabelHeight + Self.labelGap
            if xAxisPosition == .top { top += band - (yTicks.isEmpty ? 0 : frame.yLabelHeight / 2) } else { bottom -= band }
        }
        if legendCount > 0 {
            let band = frame.legendHeight + Self.legendGap
            if legendPosition == .top { top += band } else { bottom -= band }
        }
        return Rect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }

    // MARK: Layout

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let (frame, _) = measure(subviews, width: proposal.width)
        let yBand = yTicks.isEmpty ? 0 : frame.yLabelWidth + Self.labelGap
        let idealWidth = max(yBand + Self.idealPlotLength, frame.legendWidth)
        let idealHeight = verticalDecorations(frame) + Self.idealPlotLength
        return Size(width: proposal.width ?? idealWidth, height: proposal.height ?? idealHeight)
    }

    /// Everything above and below the plot area: label halves, the x labels, the legend.
    private func verticalDecorations(_ frame: Frame) -> Double {
        var total = 0.0
        if !yTicks.isEmpty { total += frame.yLabelHeight / 2 + (xTicks.isEmpty ? frame.yLabelHeight / 2 : 0) }
        if !xTicks.isEmpty { total += frame.xLabelHeight + Self.labelGap - (xAxisPosition == .top && !yTicks.isEmpty ? frame.yLabelHeight / 2 : 0) }
        if legendCount > 0 { total += frame.legendHeight + Self.legendGap }
        return total
    }

    /// Apple's `AxisValueLabelCollisionResolution.greedy`: "Display a label if it's not
    /// overlapping with other labels", taken in tick order; the labels it drops are measured but not
    /// shown. That `.automatic` resolves collisions this way, with no minimum spacing, is
    /// **unverified**.
    private func hideCollidingLabels(_ range: Range<Int>, along axis: Axis, sizes: [Size], in placements: inout [SubviewPlacement]) {
        var shown: [(Double, Double)] = []
        for index in range where index < sizes.count {
            let start = placements[index].origin[axis], length = axis == .horizontal ? sizes[index].width : sizes[index].height
            let span = (start, start + length)
            if shown.contains(where: { span.0 < $0.1 && $0.0 < span.1 }) {
                placements[index].isShown = false
            } else {
                shown.append(span)
            }
        }
    }

    /// Each annotation at its ideal size beside its mark's bounds in the plot.
    private func placeAnnotations(in plot: Rect, subviews: LayoutSubviews, _ placements: inout [SubviewPlacement]) {
        for (offset, index) in annotationRange.enumerated() where index < subviews.count {
            let placed = annotations[offset], unit = placed.anchor
            let anchor = Rect(x: plot.x + unit.x * plot.width, y: plot.y + unit.y * plot.height,
                              width: unit.width * plot.width, height: unit.height * plot.height)
            let size = subviews[index].sizeThatFits(.unspecified)
            placements[index] = SubviewPlacement(origin: placed.annotation.origin(of: size, beside: anchor), proposal: ProposedSize(size))
        }
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let (frame, sizes) = measure(subviews, width: size.width)
        let plot = plotRect(in: size, frame)
        let unit = plotInsets.unitRect(in: plot)
        var placements = subviews.indices.map { _ in SubviewPlacement(origin: .zero, proposal: .unspecified) }
        guard !placements.isEmpty else { return [] }
        for index in [plotIndex] + decorationIndices where index < placements.count {
            placements[index] = SubviewPlacement(origin: plot.origin, proposal: ProposedSize(plot.size))
        }
        for (offset, index) in yRange.enumerated() where index < sizes.count {
            let label = sizes[index]
            let x = yAxisPosition == .leading ? plot.x - Self.labelGap - label.width : plot.maxX + Self.labelGap
            let y = unit.y + yTicks[offset] * unit.height - label.height / 2
            placements[index].origin = Point(x: x, y: y)
        }
        hideCollidingLabels(yRange, along: .vertical, sizes: sizes, in: &placements)
        for (offset, index) in xRange.enumerated() where index < sizes.count {
            let label = sizes[index]
            let anchor = unit.x + xTicks[offset] * unit.width
            var x = centersXLabels ? anchor - label.width / 2 : anchor
            // A label past the chart's trailing edge is moved back inside it.
            x = max(min(x, size.width - label.width), 0)
            let y = xAxisPosition == .top ? plot.y - Self.labelGap - label.height : plot.maxY + Self.labelGap
            placements[index].origin = Point(x: x, y: y)
        }
        hideCollidingLabels(xRange, along: .horizontal, sizes: sizes, in: &placements)
        placeAnnotations(in: unit, subviews: subviews, &placements)
        guard legendCount > 0, legendLabelRange.upperBound <= sizes.count else { return placements }
        var y = legendPosition == .top ? 0 : size.height - frame.legendHeight
        for (rowIndex, row) in frame.legendRows.enumerated() {
            let height = frame.legendRowHeights[rowIndex]
            var x = 0.0
            for entry in row {
                let symbol = symbolRange.lowerBound + entry, label = legendLabelRange.lowerBound + entry
                placements[symbol] = SubviewPlacement(origin: Point(x: x, y: y + (height - Self.legendSymbol) / 2),
                                                      proposal: ProposedSize(width: Self.legendSymbol, height: Self.legendSymbol))
                let labelX = x + Self.legendSymbol + Self.legendSymbolSpacing
                placements[label].origin = Point(x: labelX, y: y + (height - sizes[label].height) / 2)
                x = labelX + sizes[label].width + Self.legendEntrySpacing
            }
            y += height + Self.legendRowSpacing
        }
        return placements
    }
}
