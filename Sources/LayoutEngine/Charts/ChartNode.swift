/// The view tree of a `Chart`: a `ChartLayout` whose children are the plot area and a text view
/// per axis label and legend entry, so labels are measured as text like any `Text`.
public enum ChartNode {
    /// Axis and legend labels: caption2, secondary (**unverified**: Swift Charts' default
    /// `AxisValueLabel` font and colour).
    public static let labelStyle = TextStyle.caption2
    public static let labelColor = ColorValue.system(.secondary)

    /// The chart's node; `dateLabel` names a date tick (seconds since 1970); `annotations` are the
    /// views of the marks' annotations by `ChartAnnotation.content` (one without a view is left out);
    /// `background` and `overlay` are the `chartBackground`/`chartOverlay` content's views (see
    /// `ChartLayout`), placed at the plot's frame.
    public static func make(_ spec: ChartSpec, label: String = "Chart", source: SourceLocation? = nil,
                            annotations: [Int: ViewNode] = [:], background: ViewNode? = nil, overlay: ViewNode? = nil,
                            dateLabel: (Double) -> String) -> ViewNode {
        let plotter = ChartPlotter(spec: spec, dateLabel: dateLabel)
        let plot = ViewNode(ChartPlotLeaf(drawing: plotter.drawing), label: "ChartPlot", source: source)
        let showsAxes = !spec.isPolar
        let yTicks = showsAxes && spec.yAxis.isVisible && spec.yAxis.showsLabels ? plotter.yScale.ticks : []
        let xTicks = showsAxes && spec.xAxis.isVisible && spec.xAxis.showsLabels ? plotter.xScale.ticks : []
        let series = spec.legend.isVisible ? spec.seriesNames : []
        let symbols = series.indices.map { index in
            var style = ViewStyle.plain
            style.fill = seriesColor(spec, index)
            return ViewNode(ShapeLeaf(.circle), label: "LegendSymbol", source: source, style: style)
        }
        let children = (background.map { [$0] } ?? []) + [plot] + yTicks.map { text($0.label, role: "AxisValueLabel", source) }
            + xTicks.map { text($0.label, role: "AxisValueLabel", source) } + symbols + series.map { text($0, role: "LegendLabel", source) }
        let annotated = plotter.annotations.filter { annotations[$0.annotation.content] != nil }
        let layout = ChartLayout(yTicks: yTicks.map { 1 - $0.position }, xTicks: xTicks.map(\.position),
                                 centersXLabels: plotter.xScale.isBand,
                                 yAxisPosition: spec.yAxis.position == .leading ? .leading : .trailing,
                                 xAxisPosition: spec.xAxis.position == .top ? .top : .bottom,
                                 legendCount: series.count, legendPosition: spec.legend.position == .top ? .top : .bottom,
                                 annotations: annotated, plotInsets: plotter.drawing.insets,
                                 hasBackground: background != nil, hasOverlay: overlay != nil)
        let annotationViews = annotated.compactMap { annotations[$0.annotation.content] }
        return ViewNode(layout, children: children + annotationViews + (overlay.map { [$0] } ?? []), label: label, source: source)
    }

    /// The colour of the series at `index`: the one its first mark was given, else the palette's.
    private static func seriesColor(_ spec: ChartSpec, _ index: Int) -> ColorValue {
        let name = spec.seriesNames[index]
        if let color = spec.seriesColors[name] { return color }
        return spec.marks.first { $0.series == name && $0.color != nil }?.color ?? ChartPalette.color(seriesIndex: index)
    }

    /// A label's text view, labelled by its role (`AxisValueLabel`, `LegendLabel`) as Swift Charts names it.
    private static func text(_ string: String, role: String, _ source: SourceLocation?) -> ViewNode {
        var style = ViewStyle.plain
        style.fill = labelColor
        let leaf = ViewNode(TextLeaf(string), label: role, source: source, style: style)
        return ViewNode(EnvironmentModifier(.font(labelStyle.defaultFont)), children: [leaf], label: "font", source: source)
    }
}
