import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Chart content modifiers written on a group of marks that is not a view: a value of the
/// program's own `ChartContent` type (`WeeklyBars().foregroundStyle(.orange)`) or a `ForEach` of
/// marks given a modifier SwiftUI's views lack (`ForEach(…) { LineMark(…) }.interpolationMethod(
/// .catmullRom)`, `.symbol(.circle)`, `.symbolSize(30)`, `.lineStyle(…)`). Swift Charts' modifiers
/// are `ChartContent` protocol methods (Apple, developer.apple.com/documentation/charts/chartcontent:
/// "The `ChartContent` protocol provides a set of modifiers that you use to configure the
/// properties of chart content"), so any content takes them and they apply to each mark inside
/// (`applyMarkModifier`). The group is a native value the chart's content collector opens.
struct ChartContentGroup {
    var base: Value
    var name: String
    var arguments: [CallArgument]
}

extension SwiftUIRuntime {
    static let chartContentGroupTypeName = "ChartContentGroup"
    /// Mark modifiers `ForEach` takes as chart content: those SwiftUI's `View` has no method of
    /// its own for (a `ForEach` of marks given `foregroundStyle` or `opacity` goes through the
    /// view modifier, which the collector reads the same way).
    static let forEachChartContentModifiers = ["lineStyle", "symbol", "symbolSize", "interpolationMethod", "position",
                                               "alignsMarkStylesWithPlotArea"]

    /// A `@ChartContentBuilder` function's or property's block (an array of its parts, as the
    /// builder collects them) takes the same modifiers: `areaMarks(…).foregroundStyle(…)`.
    static let blockChartContentModifiers = ["foregroundStyle", "opacity", "cornerRadius"] + forEachChartContentModifiers

    func registerChartContentGroups() {
        interpreter.registerNativeType(Self.chartContentGroupTypeName).conformances = ["ChartContent"]
        guard let content = interpreter.type(named: "ChartContent") else { return }
        for name in Self.markChanges.keys.sorted() { content.addMethod(name, chartContentGroupModifier(name)) }
        for name in Self.forEachChartContentModifiers { interpreter.type(named: "ForEach")?.addMethod(name, chartContentGroupModifier(name)) }
        for name in Self.blockChartContentModifiers { interpreter.type(named: "Array")?.addMethod(name, chartContentGroupModifier(name)) }
    }

    private func chartContentGroupModifier(_ name: String) -> Function {
        .hosted(name) { runtime, selfValue, arguments in
            runtime.interpreter.nativeValue(Self.chartContentGroupTypeName, ChartContentGroup(base: selfValue, name: name, arguments: arguments))
        }
    }

    /// The marks of `base` with the chart content modifier `name` applied to each; a modifier that
    /// is no mark modifier is left out with a warning.
    func collectModifiedMarks(_ base: Value, _ name: String, _ arguments: [CallArgument], into marks: inout [ChartMark], depth: Int) throws {
        var inner: [ChartMark] = []
        try collectMarks(base, into: &inner, depth: depth + 1)
        if try !applyMarkModifier(name, arguments, to: &inner) {
            warn(.approximatedView(name, rule: "a view modifier on chart content is left out"))
        }
        guard marks.count + inner.count <= Self.chartMarkLimit else {
            throw failure(.limitElements("Chart", count: marks.count + inner.count))
        }
        marks += inner
    }
}
