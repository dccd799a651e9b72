import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Swift Charts' marks (`BarMark`, `LineMark`, `AreaMark`, `PointMark`, `RuleMark`,
/// `RectangleMark`, `SectorMark`) as native values holding a `ChartMark`, and the mark modifiers
/// that change what is drawn (`foregroundStyle`, `cornerRadius`, `lineStyle`, `symbolSize`).
/// Modifiers that change only interaction or accessibility keep the mark as it is; those that
/// change the drawing in a way LayoutLens does not model say so in a warning.
extension SwiftUIRuntime {
    static let chartMarkLabels = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "width", "height", "stacking", "angle",
                                  "innerRadius", "outerRadius", "angularInset", "series"]
    /// Mark modifiers kept without effect: they do not change the mark's place or colour.
    static let chartMarkNeutralModifiers = ["accessibilityLabel", "accessibilityValue", "accessibilityHidden", "accessibilityIdentifier",
                                            "interpolationMethod", "zIndex", "opacity", "alignsMarkStylesWithPlotArea", "symbol",
                                            "foregroundStyle(by:)", "blur", "shadow", "clipShape", "mask", "offset"]
    /// Mark modifiers whose drawing LayoutLens leaves out, with what it draws instead.
    static let chartMarkApproximatedModifiers = [
        "annotation": "annotations are not drawn",
        "position": "marks grouped side by side are drawn stacked",
    ]

    /// Every mark type takes the same modifiers: one table, made once and shared by the seven
    /// types (a type that changes its methods copies it first, as Swift's dictionaries do).
    func registerChartMarks() {
        let modifiers = Self.markModifiers()
        for kind in ChartMark.Kind.allCases {
            let type = interpreter.registerNativeType(kind.rawValue)
            type.conformances = ["ChartContent"]
            initializer(kind.rawValue) { `self`, arguments in try self.chartMark(kind, arguments) }
            if type.methods.isEmpty {
                type.methods = modifiers
            } else {
                for (name, functions) in modifiers { type.methods[name, default: []] += functions }
            }
        }
    }

    private func chartMark(_ kind: ChartMark.Kind, _ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: Self.chartMarkLabels, unlabelledCount: 0, in: self)
        var mark = ChartMark(kind: kind)
        mark.x = try plottable(arguments["x"], "x")
        mark.y = try plottable(arguments["y"], "y")
        mark.xStart = try plottable(Self.givenBound(arguments["xStart"]), "xStart")
        mark.xEnd = try plottable(Self.givenBound(arguments["xEnd"]), "xEnd")
        mark.yStart = try plottable(Self.givenBound(arguments["yStart"]), "yStart")
        mark.yEnd = try plottable(Self.givenBound(arguments["yEnd"]), "yEnd")
        if let series = try plottable(arguments["series"], "series") { mark.group = Self.seriesName(series) }
        if kind == .sector {
            guard let angle = try plottable(arguments["angle"], "angle") else { throw failure(.missingArgument("angle", callee: "SectorMark")) }
            mark.angle = angle.quantity ?? 0
            if let inner = arguments["innerRadius"] { mark.innerRadiusRatio = try markDimensionRatio(inner, "innerRadius") }
        }
        for label in ["width", "height", "outerRadius"] where arguments.has(label) {
            warn(.approximatedView(kind.rawValue + "(\(label):)", rule: "drawn at its automatic \(label == "outerRadius" ? "radius" : "size")"),
                 at: argumentRange(label))
        }
        return interpreter.nativeValue(kind.rawValue, mark)
    }

    /// An interval bound as given; nil for none or `nil`: the fixed-interval initializers take
    /// `xStart: CGFloat? = nil` and so on, and a nil bound is the plotting area's edge (Apple,
    /// `RectangleMark.init(xStart:xEnd:yStart:yEnd:)`: "If `xStart` is `nil` then the rectangle
    /// will start at the leading edge of the plotting area"), as if it were not given.
    static func givenBound(_ value: Value?) -> Value? {
        if case .optional(nil)? = value { return nil }
        return value
    }

    /// `.ratio(0.6)` as 0.6; `.fixed(n)` and `.inset(n)` depend on the plot's size, which is not
    /// known yet: half the radius, with a warning.
    private func markDimensionRatio(_ value: Value, _ name: String) throws -> Double {
        if case let .unresolvedMember(member) = value, member.name == "ratio", let ratio = member.arguments?.first?.value {
            return try number(ratio, name)
        }
        if case let .unresolvedMember(member) = value, member.name == "automatic" { return 0 }
        warn(.approximatedView("SectorMark(\(name):)", rule: "a fixed or inset radius is drawn as half the radius"), at: argumentRange(name))
        return 0.5
    }

    /// The mark modifiers by name; each gives a mark of the type it is called on.
    private static func markModifiers() -> [String: [Function]] {
        var table: [String: [Function]] = [:]
        func modifier(_ name: String, _ change: @escaping (SwiftUIRuntime, inout ChartMark, [CallArgument]) throws -> Void) {
            table[name, default: []].append(.hosted(name) { runtime, selfValue, arguments in
                guard case let .native(native) = selfValue, var mark = native.payload as? ChartMark else { return selfValue }
                try change(runtime, &mark, arguments)
                return runtime.interpreter.nativeValue(native.type.name, mark)
            })
        }
        modifier("foregroundStyle") { runtime, mark, arguments in
            if let by = arguments.first(where: { $0.label == "by" }) {
                guard let value = try runtime.plottable(by.value, "by") else { return }
                mark.series = Self.seriesName(value)
            } else if let style = arguments.first?.value {
                do {
                    mark.color = try runtime.color(style, "style")
                } catch {
                    runtime.warn(.approximatedView("foregroundStyle", rule: "a gradient or material on a mark is drawn in its series colour"))
                }
            }
        }
        modifier("cornerRadius") { runtime, mark, arguments in
            if let radius = arguments.first?.value { mark.cornerRadius = try runtime.number(radius, "cornerRadius") }
        }
        modifier("symbolSize") { runtime, mark, arguments in
            if let size = arguments.first?.value, let area = try? runtime.number(size, "symbolSize") { mark.symbolArea = area }
        }
        modifier("lineStyle") { runtime, mark, arguments in
            if let style = arguments.first?.value, let width = try? runtime.interpreter.member(of: style, named: "lineWidth"),
               let points = try? runtime.number(width, "lineWidth") {
                mark.lineWidth = points
            }
        }
        for name in Self.chartMarkNeutralModifiers where !name.contains("(") {
            modifier(name) { _, _, _ in }
        }
        for (name, rule) in Self.chartMarkApproximatedModifiers {
            modifier(name) { runtime, _, _ in runtime.warn(.approximatedView(name, rule: rule)) }
        }
        return table
    }

    /// A series value as its legend entry shows it.
    static func seriesName(_ value: ChartValue) -> String {
        switch value {
        case .category(let name): return name
        case .number(let number): return NiceTicks.label(number, step: number == number.rounded() ? 1 : 0.01)
        case .date(let seconds): return dateLabel(seconds)
        }
    }
}
