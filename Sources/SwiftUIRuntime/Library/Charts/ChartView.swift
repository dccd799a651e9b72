import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Swift Charts' `Chart` view: `Chart { marks }`, `Chart(data) { item in marks }` and
/// `Chart(data, id: \.id) { … }`. The content runs when the chart is made; its marks are
/// collected through `ForEach`, `if` and the file's own `ChartContent` values. The chart's node is
/// made when the view is resolved, with the chart modifiers in effect at its place
/// (`ChartModifiers.swift`), and lays out as `ChartLayout` (see docs/engine.md).
extension SwiftUIRuntime {
    static let chartContentBuilderName = "ChartContentBuilder"
    static let axisMarkBuilderName = "AxisMarkBuilder"
    /// At most this many marks in one chart, as many as a `ForEach` repeats; protects against `Chart(0..<1_000_000)`.
    static let chartMarkLimit = 1_000

    /// Swift Charts' types, registered with the library (one line in `registerViews`).
    func registerCharts() {
        interpreter.declareType("ChartContent", kind: .protocolType)
        interpreter.declareType("AxisContent", kind: .protocolType)
        interpreter.registerNativeType("Chart").conformances = ["View"]
        interpreter.registerNativeType(Self.annotationContextTypeName)
        initializer("Chart") { `self`, arguments in try self.chart(arguments) }
        registerPlottableValue()
        registerChartMarks()
        registerAxisMarks()
        registerChartModifiers()
        registerChartProxy()
        registerChartContentGroups()
    }

    /// `ChartContentBuilder` and `AxisMarkBuilder` (each file's interpreter has its own builders):
    /// a block is the array of its parts, an `if` without `else` its content or nothing.
    func registerChartBuilders() {
        for name in [Self.chartContentBuilderName, Self.axisMarkBuilderName] {
            interpreter.resultBuilders[name] = .collectingComponents(name: name)
        }
        interpreter.implicitBuilders["ChartContent"] = ["body": Self.chartContentBuilderName]
        interpreter.implicitBuilders["AxisContent"] = ["body": Self.axisMarkBuilderName]
    }

    private func chart(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["id", "content"], unlabelledCount: 1, in: self)
        let source = currentLocation
        let closure = arguments["content"].flatMap { if case let .function(f) = $0 { f } else { nil } } ?? arguments.trailingClosure
        var marks: [ChartMark] = []
        if let data = arguments.unlabelled.first(where: { !$0.isClosureValue }) {
            guard let closure else { throw failure(.missingArgument("content", callee: "Chart")) }
            let elements = try dataElements(data)
            guard elements.count <= Self.chartMarkLimit else { throw failure(.limitElements("Chart", count: elements.count)) }
            for element in elements {
                try collectMarks(try interpreter.call(closure, [element], building: Self.chartContentBuilderName), into: &marks)
            }
        } else if let closure {
            try collectMarks(try interpreter.call(closure, [], building: Self.chartContentBuilderName), into: &marks)
        }
        return view("Chart", .deferred { [unowned self] in
            let spec = try self.chartSpec(marks)
            let annotations = try self.annotationViews(marks)
            var chart = ChartNode.make(spec, source: source, annotations: annotations,
                                       background: try self.chartDecoration(isOverlay: false, source: source),
                                       overlay: try self.chartDecoration(isOverlay: true, source: source), dateLabel: Self.dateLabel)
            try self.applyPlotStyle(to: &chart)
            return self.view("Chart", .leaf(chart), source: source)
        }, source: source)
    }

    /// The marks `value` holds: a mark, an array of them (a builder block), a `ForEach`'s rows or
    /// a builder block made by the view builder, or a value of the file's own `ChartContent` type.
    func collectMarks(_ value: Value, into marks: inout [ChartMark], depth: Int = 0) throws {
        guard depth < Self.maximumViewDepth else {
            throw failure("chart content nests more than \(Self.maximumViewDepth) levels deep; the scenario is left out", kind: .limit)
        }
        switch value {
        case let .array(values):
            for item in values { try collectMarks(item, into: &marks, depth: depth + 1) }
        case let .optional(wrapped?):
            try collectMarks(wrapped, into: &marks, depth: depth + 1)
        case .optional(nil), .void:
            return
        case let .native(native):
            if let mark = native.payload as? ChartMark {
                guard marks.count < Self.chartMarkLimit else { throw failure(.limitElements("Chart", count: marks.count + 1)) }
                marks.append(mark)
            } else if let description = native.payload as? ViewDescription {
                switch description.content {
                case let .list(values): try collectMarks(.array(values), into: &marks, depth: depth + 1)
                case let .container(_, _, content): try collectMarks(content, into: &marks, depth: depth + 1)
                case let .environment(base, _): try collectMarks(base, into: &marks, depth: depth + 1)
                case let .modified(base, modifier):
                    // `ForEach(…) { BarMark(…) }.foregroundStyle(.red)`: the modifier applies to
                    // every mark the content holds (`applyMarkModifier`).
                    try collectModifiedMarks(base, modifier.name, modifier.arguments, into: &marks, depth: depth)
                case .leaf, .deferred, .modifierBody, .geometryReader:
                    throw failure("'\(native.type.name)' is not chart content; a chart holds marks such as BarMark and LineMark")
                }
            } else if let group = native.payload as? ChartContentGroup {
                // `WeeklyBars().symbol(.circle)`, `ForEach(…) { … }.interpolationMethod(.catmullRom)`.
                try collectModifiedMarks(group.base, group.name, group.arguments, into: &marks, depth: depth)
            } else if let undefined = Self.undefinedName(value) {
                // Chart content no file read declares (another file's `ChartContent`, or what an
                // unknown modifier of a mark gave): left out of the plot, said, as a view that no
                // file declares is a stand-in; the chart keeps the marks it does know.
                warn(.approximatedView(undefined.path, rule: "chart content that no file read declares is left out of the chart"),
                     at: undefined.range)
            } else {
                throw failure("'\(native.type.name)' is not chart content; a chart holds marks such as BarMark and LineMark")
            }
        case .structValue, .object:
            try collectMarks(try interpreter.member(of: value, named: "body"), into: &marks, depth: depth + 1)
        default:
            throw failure("'\(interpreter.typeName(of: value))' is not chart content; a chart holds marks such as BarMark and LineMark")
        }
    }
}

extension Value {
    /// A closure: a chart's content, an axis's or a legend's, among other arguments.
    var isClosureValue: Bool {
        if case .function = self { return true }
        return false
    }
}
