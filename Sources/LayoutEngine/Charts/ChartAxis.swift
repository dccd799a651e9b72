/// How one axis of a chart is shown: `chartXAxis(.hidden)`, `chartYAxis { AxisMarks(position:
/// .leading, values: …) }`, and the scale domain `chartXScale(domain:)` sets.
public struct ChartAxis: Hashable, Sendable {
    /// Which side the labels go: for y, leading or trailing; for x, top or bottom.
    public enum Position: Hashable, Sendable { case leading, trailing, top, bottom }

    public var isVisible = true
    /// `AxisMarks(position:)`; nil: the default side (y trailing, x bottom).
    public var position: Position?
    /// `AxisMarks(values: [0, 50, 100])`: the tick values, in place of automatic ones.
    public var values: [ChartValue]?
    /// `AxisMarks(values: .automatic(desiredCount: n))`.
    public var desiredCount: Int?
    /// `AxisMarks(values: .stride(by: 10))` or `.stride(by: .minute, count: 10)`: a tick at every
    /// multiple of this step (a date's in seconds) inside the domain.
    public var strideStep: Double?
    /// `AxisMarks { … }` whose content has no `AxisValueLabel`: grid lines without labels.
    public var showsLabels = true
    /// `chartXScale(domain: 0...100)`: the numeric domain, exactly.
    public var domain: ClosedRange<Double>?
    /// `chartXScale(domain: ["A", "B"])`: the categories, in this order.
    public var categories: [String]?
    /// `chartXScale(domain: .automatic(includesZero: false))`: a numeric domain from the data alone.
    public var includesZero = true
    /// `chartXScale(range: .plotDimension(startPadding: s, endPadding: e))`: points left empty
    /// at the scale's start (the leading edge for x, the bottom for y) and at its end (Apple,
    /// `PositionScaleRange.plotDimension(startPadding:endPadding:)`: "A scale range that fills the
    /// plot area with the given padding values at start and end", "in screen coordinates").
    public var startPadding = 0.0
    public var endPadding = 0.0

    public init() {}
}

/// The legend: shown when a mark has a series (`foregroundStyle(by:)`), unless hidden.
public struct ChartLegend: Hashable, Sendable {
    public enum Position: Hashable, Sendable { case top, bottom, leading, trailing }
    public var isVisible = true
    public var position = Position.bottom
    public init() {}
}

/// Everything a `Chart` view needs to lay out and draw: its marks, axes and legend.
public struct ChartSpec: Hashable, Sendable {
    public var marks: [ChartMark]
    public var xAxis = ChartAxis()
    public var yAxis = ChartAxis()
    public var legend = ChartLegend()
    /// `chartForegroundStyleScale(["Sales": .blue])`: the colour of each series named.
    public var seriesColors: [String: ColorValue] = [:]

    public init(marks: [ChartMark]) { self.marks = marks }

    /// A chart of sector marks alone is a pie or donut: it has no axes.
    public var isPolar: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }

    /// The series in order of first appearance (legend entries and colour order).
    public var seriesNames: [String] {
        var names: [String] = []
        for mark in marks { if let name = mark.series, !names.contains(name) { names.append(name) } }
        return names
    }
}
