import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Swift Charts' marks (`BarMark`, `LineMark`, `AreaMark`, `PointMark`, `RuleMark`,
/// `RectangleMark`, `SectorMark`) as native values holding a `ChartMark`, and the mark modifiers
/// that change what is drawn (`foregroundStyle`, `cornerRadius`, `opacity`, `lineStyle`, `symbolSize`).
/// Modifiers that change only interaction or accessibility keep the mark as it is; those that
/// change the drawing in a way LayoutLens does not model say so in a warning.
extension SwiftUIRuntime {
    static let chartMarkLabels = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "width", "height", "stacking", "angle",
                                  "innerRadius", "outerRadius", "angularInset", "series"]
    /// Mark modifiers kept without effect: they do not change the mark's place or colour.
    static let chartMarkNeutralModifiers = ["accessibilityLabel", "accessibilityValue", "accessibilityHidden", "accessibilityIdentifier",
                                            "interpolationMethod", "zIndex", "alignsMarkStylesWithPlotArea", "symbol",
                                            "foregroundStyle(by:)", "blur", "shadow", "clipShape", "mask", "offset"]
    /// Mark modifiers whose drawing LayoutLens leaves out, with what it draws instead.
    static let chartMarkApproximatedModifiers = [
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
        let isSized = kind == .bar || kind == .rectangle
        if isSized {
            mark.width = try arguments["width"].flatMap { try markDimension($0, kind, "width") }
            mark.height = try arguments["height"].flatMap { try markDimension($0, kind, "height") }
        }
        // A bar's length is its value: only its thickness takes a size.
        let along = ChartPlotter.isHorizontalBar(mark) ? "width" : "height"
        if kind == .bar, arguments.has(along) {
            warn(.approximatedView("BarMark(\(along):)", rule: "a bar's length is its value; the size along it is not drawn"), at: argumentRange(along))
        }
        for label in ["width", "height", "outerRadius"] where arguments.has(label) && (label == "outerRadius" || !isSized) {
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

    /// A bar's or rectangle's `MarkDimension`: `.fixed(n)` or a number literal, `.ratio(r)`,
    /// `.inset(n)`; nil for `.automatic`. Another form is drawn at the automatic size, with a warning.
    private func markDimension(_ value: Value, _ kind: ChartMark.Kind, _ label: String) throws -> ChartMark.MarkDimension? {
        if case let .unresolvedMember(member) = value {
            let argument = member.arguments?.first?.value
            switch (member.name, argument) {
            case ("automatic", nil): return nil
            case let ("fixed", number?): return .fixed(try self.number(number, label))
            case let ("ratio", number?): return .ratio(try self.number(number, label))
            case let ("inset", number?): return .inset(try self.number(number, label))
            default: break
            }
        } else if let points = try? number(value, label) {
            return .fixed(points)
        }
        warn(.approximatedView(kind.rawValue + "(\(label):)", rule: "drawn at its automatic size"), at: argumentRange(label))
        return nil
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

    /// What a mark modifier does to one mark, from the modifier's arguments.
    typealias MarkChange = (SwiftUIRuntime, inout ChartMark, [CallArgument]) throws -> Void

    /// The mark modifiers by name; each gives a mark of the type it is called on.
    private static func markModifiers() -> [String: [Function]] {
        var table: [String: [Function]] = [:]
        for (name, change) in markChanges {
            table[name, default: []].append(.hosted(name) { runtime, selfValue, arguments in
                guard case let .native(native) = selfValue, var mark = native.payload as? ChartMark else { return selfValue }
                try change(runtime, &mark, arguments)
                return runtime.interpreter.nativeValue(native.type.name, mark)
            })
        }
        return table
    }

    /// Applies the mark modifier `name` to every mark of `marks`, as Swift Charts' `ChartContent`
    /// modifiers do: written on a `ForEach` of marks or on a `ChartContent` value, a modifier
    /// applies to each mark inside (Apple, `ChartContent.foregroundStyle(_:)`: "Sets the
    /// foreground style for the chart content"). False when `name` is no mark modifier.
    func applyMarkModifier(_ name: String, _ arguments: [CallArgument], to marks: inout [ChartMark]) throws -> Bool {
        // An annotation of a collection annotates the collection's bounds, not each mark's.
        guard name != "annotation", let change = Self.markChanges[name] else { return false }
        for index in marks.indices { try change(self, &marks[index], arguments) }
        return true
    }

    /// Each mark modifier's change to a mark, made once per process. A style the mark already has
    /// stays: the modifier nearest the mark wins, as the innermost of SwiftUI's `foregroundStyle`
    /// modifiers does for a view (**unverified** for Swift Charts, whose documentation does not
    /// say; docs/apple-library.md).
    nonisolated(unsafe) static let markChanges: [String: MarkChange] = {
        var table: [String: MarkChange] = [:]
        table["foregroundStyle"] = { runtime, mark, arguments in
            if let by = arguments.first(where: { $0.label == "by" }) {
                guard mark.series == nil, let value = try runtime.plottable(by.value, "by") else { return }
                mark.series = SwiftUIRuntime.seriesName(value)
            } else if mark.color == nil, let style = arguments.first?.value {
                do {
                    mark.color = try runtime.color(style, "style")
                } catch {
                    runtime.warn(.approximatedView("foregroundStyle", rule: "a gradient or material on a mark is drawn in its series colour"))
                }
            }
        }
        table["cornerRadius"] = { runtime, mark, arguments in
            if mark.cornerRadius == nil, let radius = arguments.first?.value { mark.cornerRadius = try runtime.number(radius, "cornerRadius") }
        }
        // Apple, `ChartContent.opacity(_:)`: "Sets the opacity for the chart content"; nested
        // opacities multiply, as SwiftUI's `opacity(_:)` does on views.
        table["opacity"] = { runtime, mark, arguments in
            if let value = arguments.first?.value { mark.opacity *= min(max(try runtime.number(value, "opacity"), 0), 1) }
        }
        table["symbolSize"] = { runtime, mark, arguments in
            if mark.symbolArea == nil, let size = arguments.first?.value, let area = try? runtime.number(size, "symbolSize") { mark.symbolArea = area }
        }
        table["lineStyle"] = { runtime, mark, arguments in
            if mark.lineWidth == nil, let style = arguments.first?.value, let width = try? runtime.interpreter.member(of: style, named: "lineWidth"),
               let points = try? runtime.number(width, "lineWidth") {
                mark.lineWidth = points
            }
        }
        table["annotation"] = { runtime, mark, arguments in try runtime.annotate(&mark, arguments) }
        for name in SwiftUIRuntime.chartMarkNeutralModifiers where !name.contains("(") {
            table[name] = { _, _, _ in }
        }
        for (name, rule) in SwiftUIRuntime.chartMarkApproximatedModifiers {
            table[name] = { runtime, _, _ in runtime.warn(.approximatedView(name, rule: rule)) }
        }
        return table
    }()

    /// A series value as its legend entry shows it.
    static func seriesName(_ value: ChartValue) -> String {
        switch value {
        case .category(let name): return name
        case .number(let number): return NiceTicks.label(number, step: number == number.rounded() ? 1 : 0.01)
        case .date(let seconds): return dateLabel(seconds)
        }
    }
}
