import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// The chart modifiers (`chartXAxis`, `chartYAxis`, `chartLegend`, `chartXScale`, `chartYScale`,
/// `chartPlotStyle`, `chartForegroundStyleScale`, …). In SwiftUI they configure the charts below
/// them, wherever they are written (`Chart { … }.frame(height: 200).chartYAxis(.hidden)` hides the
/// axis too): here each one is an environment value the chart reads when it is resolved.
extension SwiftUIRuntime {
    enum ChartKey {
        static let prefix = "_chart."
    }

    /// Modifiers that change nothing LayoutLens draws (selection, scrolling, gestures).
    static let chartNeutralModifiers = ["chartXSelection", "chartYSelection", "chartAngleSelection", "chartGesture",
                                        "chartScrollableAxes", "chartXVisibleDomain", "chartYVisibleDomain", "chartScrollPosition",
                                        "chartScrollTargetBehavior", "chartSymbolScale", "chartLineStyleScale", "chartSymbolSizeScale"]
    /// Modifiers whose drawing is left out, with what is drawn instead.
    static let chartApproximatedModifiers = [
        "chartXAxisLabel": "axis titles are not drawn",
        "chartYAxisLabel": "axis titles are not drawn",
    ]
    static let chartModelledModifiers = ["chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale", "chartForegroundStyleScale",
                                         "chartPlotStyle", "chartBackground", "chartOverlay"]

    func registerChartModifiers() {
        guard let view = interpreter.type(named: "View") else { return }
        for name in Self.chartModelledModifiers {
            view.addMethod(name, .hosted(name) { runtime, selfValue, arguments in
                try runtime.warnAboutApproximatedArguments(name, arguments)
                let stored = Value.tuple(arguments.map(\.value), labels: arguments.map(\.label))
                return runtime.view("ModifiedContent", .environment(base: selfValue, change: .value(key: ChartKey.prefix + name, stored)))
            })
        }
        for name in Self.chartNeutralModifiers {
            view.addMethod(name, .native(name) { _, selfValue, _ in selfValue })
        }
        for (name, rule) in Self.chartApproximatedModifiers {
            view.addMethod(name, .hosted(name) { runtime, selfValue, _ in
                runtime.warn(.approximatedView(name, rule: rule))
                return selfValue
            })
        }
    }

    /// Warns, at the modifier's call, about arguments drawn otherwise than Swift Charts draws them
    /// (the chart reads the arguments later, where it is resolved).
    private func warnAboutApproximatedArguments(_ name: String, _ arguments: [CallArgument]) throws {
        for argument in arguments {
            switch (name, argument.label) {
            case ("chartXScale", "range"?), ("chartYScale", "range"?):
                if try plotDimensionPadding(argument.value) == nil {
                    warn(.approximatedView(name + "(range:)", rule: "a range other than the plot's dimension is drawn as the plot's dimension"),
                         at: argumentRange(argument.label, labelOnly: true))
                }
            case ("chartXScale", "type"?), ("chartYScale", "type"?):
                warn(.approximatedView(name + "(type:)", rule: "the scale's type is automatic"),
                     at: argumentRange(argument.label, labelOnly: true))
            case ("chartLegend", "position"?):
                if ["leading", "trailing", "overlay"].contains(try caseName(argument.value, "AnnotationPosition")) {
                    warn(.approximatedView("chartLegend(position:)", rule: "a legend beside or over the plot is drawn below it"),
                         at: argumentRange("position"))
                }
            case ("chartLegend", "content"?),
                 ("chartLegend", nil) where argument.value.isClosureValue:
                warn(.approximatedView("chartLegend", rule: "a custom legend is drawn as the automatic one"))
            default:
                break
            }
        }
    }

    /// The arguments a chart modifier above the chart being resolved was given.
    func chartModifierArguments(_ name: String) -> [CallArgument]? {
        guard case let .tuple(values, labels)? = environment.values[ChartKey.prefix + name] else { return nil }
        return zip(labels, values).map { CallArgument($0, $1) }
    }

    /// The chart of `marks` as the modifiers in effect here configure it.
    func chartSpec(_ marks: [ChartMark]) throws -> ChartSpec {
        var spec = ChartSpec(marks: marks)
        if let arguments = chartModifierArguments("chartXAxis") { try configureAxis(&spec.xAxis, arguments) }
        if let arguments = chartModifierArguments("chartYAxis") { try configureAxis(&spec.yAxis, arguments) }
        if let arguments = chartModifierArguments("chartXScale") { try configureScale(&spec.xAxis, arguments) }
        if let arguments = chartModifierArguments("chartYScale") { try configureScale(&spec.yAxis, arguments) }
        if let arguments = chartModifierArguments("chartLegend") { try configureLegend(&spec.legend, arguments) }
        if let arguments = chartModifierArguments("chartForegroundStyleScale") { spec.seriesColors = try seriesColors(arguments) }
        return spec
    }

    /// `chartPlotStyle { plot in plot.background(.gray.opacity(0.1)).border(.gray) }`: the closure
    /// is given the plot area and what it makes is drawn in the plot's place (Apple,
    /// `chartPlotStyle(content:)`: "Configures the plot area of charts"; its content closure takes
    /// the `ChartPlotContent`). Backgrounds, borders, clips and overlays take the plot's frame; a
    /// frame or padding on it does not change the chart's layout here, with a warning.
    func applyPlotStyle(to chart: inout ViewNode) throws {
        guard let arguments = chartModifierArguments("chartPlotStyle"), case let .function(content)? = arguments.last?.value,
              let plotIndex = chart.children.firstIndex(where: { $0.primitive is ChartPlotLeaf }) else { return }
        let plot = view("ChartPlotContent", .leaf(chart.children[plotIndex]))
        let styled = try resolveSingle(try interpreter.call(content, [plot], building: "ViewBuilder"))
        var node = styled
        while !(node.primitive is ChartPlotLeaf), let base = node.children.first {
            if ["frame", "padding", "aspectRatio"].contains(node.label) {
                warn(.approximatedView("chartPlotStyle", rule: "a frame or padding on the plot area does not change the chart's layout"))
                break
            }
            node = base
        }
        chart.children[plotIndex] = styled
    }

    /// `.hidden`/`.visible`/`.automatic`: false for hidden.
    private func isVisible(_ value: Value) throws -> Bool {
        try caseName(value, "Visibility") != "hidden"
    }

    private func configureAxis(_ axis: inout ChartAxis, _ arguments: [CallArgument]) throws {
        guard let first = arguments.first?.value else { return }
        if case let .function(content) = first {
            let marks = axisMarksPayloads(try interpreter.call(content, [], building: Self.axisMarkBuilderName))
            // An axis whose content has no `AxisMarks` shows nothing.
            guard let mark = marks.first else { axis.isVisible = false; return }
            axis.position = mark.position
            axis.values = mark.values
            axis.desiredCount = mark.desiredCount
            axis.strideStep = mark.strideStep
            axis.showsLabels = marks.contains { $0.showsLabels }
        } else {
            axis.isVisible = try isVisible(first)
        }
    }

    private func configureScale(_ axis: inout ChartAxis, _ arguments: [CallArgument]) throws {
        for argument in arguments {
            switch argument.label {
            case "range":
                if let (start, end) = try plotDimensionPadding(argument.value) {
                    axis.startPadding = start
                    axis.endPadding = end
                }
            case "domain":
                switch argument.value {
                case let .range(range):
                    if let lower = range.lower, let upper = range.upper,
                       let low = try chartValue(lower, "domain").quantity, let high = try chartValue(upper, "domain").quantity, low <= high {
                        axis.domain = low...high
                    }
                case let .unresolvedMember(member) where member.name == "automatic":
                    if let zero = member.arguments?.first(where: { $0.label == "includesZero" })?.value {
                        axis.includesZero = try bool(zero, "includesZero")
                    }
                default:
                    let values = try interpreter.elements(of: argument.value).map { try chartValue($0, "domain") }
                    let names = values.compactMap { if case let .category(name) = $0 { name } else { nil } }
                    if names.count == values.count { axis.categories = names }
                }
            default:
                break
            }
        }
    }

    /// A `PositionScaleRange` that fills the plot's dimension, as (start, end) padding in points:
    /// `.plotDimension` (none), `.plotDimension(padding: p)` (p at each end) and
    /// `.plotDimension(startPadding: s, endPadding: e)` (each defaulting to 0), as Apple documents
    /// them (`PositionScaleRange.plotDimension(startPadding:endPadding:)`: "the given padding values
    /// at start and end", "in screen coordinates"). Nil for another range (an explicit
    /// `ClosedRange` of points), which is drawn as the plot's dimension with a warning.
    func plotDimensionPadding(_ value: Value) throws -> (Double, Double)? {
        guard case let .unresolvedMember(member) = value, member.name == "plotDimension" else { return nil }
        let arguments = member.arguments ?? []
        if let padding = arguments.first(where: { $0.label == "padding" })?.value {
            let points = try number(padding, "padding")
            return (points, points)
        }
        let start = try arguments.first(where: { $0.label == "startPadding" }).map { try number($0.value, "startPadding") } ?? 0
        let end = try arguments.first(where: { $0.label == "endPadding" }).map { try number($0.value, "endPadding") } ?? 0
        return (start, end)
    }

    private func configureLegend(_ legend: inout ChartLegend, _ arguments: [CallArgument]) throws {
        for argument in arguments {
            switch argument.label {
            case nil where !argument.value.isClosureValue:
                legend.isVisible = try isVisible(argument.value)
            case "position"?:
                legend.position = try caseName(argument.value, "AnnotationPosition") == "top" ? .top : .bottom
            default:
                break
            }
        }
    }

    /// `chartForegroundStyleScale(["Sales": .blue, "Cost": .red])` or `(domain: […], range: […])`.
    private func seriesColors(_ arguments: [CallArgument]) throws -> [String: ColorValue] {
        var colors: [String: ColorValue] = [:]
        if let mapping = arguments.first(where: { $0.label == nil })?.value, case let .dictionary(dictionary) = mapping {
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                colors[Self.seriesName(try chartValue(key, "mapping"))] = try color(value, "mapping")
            }
        } else if let domain = arguments.first(where: { $0.label == "domain" })?.value,
                  let range = arguments.first(where: { $0.label == "range" })?.value {
            let names = try interpreter.elements(of: domain).map { Self.seriesName(try chartValue($0, "domain")) }
            let paints = try interpreter.elements(of: range).map { try color($0, "range") }
            for (name, paint) in zip(names, paints) { colors[name] = paint }
        }
        return colors
    }
}
