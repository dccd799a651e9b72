import LayoutEngine
import SwiftInterpreter

/// `AxisMarks(position:values:) { value in AxisGridLine(); AxisTick(); AxisValueLabel() }`, the
/// content of `chartXAxis { … }`/`chartYAxis { … }`: which side the labels go, which values get
/// ticks, and whether labels are shown at all (content without an `AxisValueLabel` has none).
/// `AxisGridLine`, `AxisTick` and `AxisValueLabel` are native values that say which part they are.
extension SwiftUIRuntime {
    /// What one `AxisMarks` says.
    struct AxisMarksPayload {
        var position: ChartAxis.Position?
        var values: [ChartValue]?
        var desiredCount: Int?
        /// `.stride(by:)`'s step (a date component's in seconds).
        var strideStep: Double?
        var showsLabels = true
    }

    /// One part of an axis mark's content.
    enum AxisPart { case gridLine, tick, valueLabel }

    static let axisPartTypes: [(String, AxisPart)] = [("AxisGridLine", .gridLine), ("AxisTick", .tick), ("AxisValueLabel", .valueLabel)]

    func registerAxisMarks() {
        interpreter.registerNativeType("AxisMarks").conformances = ["AxisContent"]
        initializer("AxisMarks") { `self`, arguments in try self.axisMarks(arguments) }
        for (name, part) in Self.axisPartTypes {
            let type = interpreter.registerNativeType(name)
            type.conformances = ["AxisMark"]
            initializer(name) { `self`, _ in self.interpreter.nativeValue(name, part) }
            // Styling of a part (`AxisValueLabel().font(.caption)`) keeps the part.
            for modifier in ["font", "foregroundStyle", "offset", "opacity", "foregroundColor"] {
                type.addMethod(modifier, .native(modifier) { _, selfValue, _ in selfValue })
            }
        }
        let axisValue = interpreter.registerNativeType("AxisValue")
        axisValue.addMethod("as", .hosted("as") { runtime, _, arguments in
            guard case let .metatype(type)? = arguments.first?.value else { return .optional(nil) }
            return .optional(runtime.sampleAxisValue(type.name))
        })
    }

    /// A value of `typeName` standing for the axis value an `AxisMarks` closure is given, so the
    /// closure runs far enough to say which parts it makes.
    private func sampleAxisValue(_ typeName: String) -> Value {
        switch typeName {
        case "Int": return .int(0)
        case "Double", "Float": return .double(0)
        case "CGFloat": return .cgFloat(0)
        case "String": return .string("")
        case "Date": return interpreter.nativeValue("Date", 0.0)
        default: return .int(0)
        }
    }

    private func axisMarks(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: ["format", "position", "values", "preset", "stroke", "content"], unlabelledCount: 0, in: self)
        var payload = AxisMarksPayload()
        if arguments.has("format") {
            // `AxisMarks(format:preset:position:values:stroke:)` (Apple docs, Swift Charts): the
            // labels' text in that format style; the labels here keep the axis's default text.
            warn(.approximatedView("AxisMarks(format:)", rule: "labels are written in the axis's default format"), at: argumentRange("format"))
        }
        if let position = arguments["position"] {
            switch try caseName(position, "AxisMarkPosition") {
            case "leading": payload.position = .leading
            case "trailing": payload.position = .trailing
            case "top": payload.position = .top
            case "bottom": payload.position = .bottom
            default: break
            }
        }
        if let values = arguments["values"] {
            switch values {
            case let .unresolvedMember(member) where member.name == "automatic":
                if let count = member.arguments?.first(where: { $0.label == "desiredCount" })?.value {
                    payload.desiredCount = Int(try number(count, "desiredCount"))
                }
            case let .unresolvedMember(member) where member.name == "stride":
                if let step = try strideStep(member.arguments ?? []) {
                    payload.strideStep = step
                } else {
                    warn(.approximatedView("AxisMarks(values: .stride(by:))", rule: "ticks at automatic values"), at: argumentRange("values"))
                }
            default:
                payload.values = try interpreter.elements(of: values).map { try chartValue($0, "values") }
            }
        }
        if let content = arguments["content"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) ?? arguments.trailingClosure {
            payload.showsLabels = axisContentShowsLabels(content)
        }
        return interpreter.nativeValue("AxisMarks", payload)
    }

    /// The step of `AxisMarkValues.stride(by:)` (Apple docs, Swift Charts: `stride(by:roundLowerBound:
    /// roundUpperBound:)` for numbers, `stride(by:count:roundLowerBound:roundUpperBound:calendar:)`
    /// for dates, "a mark at every `count` of the calendar component"): a number as written; a
    /// component of fixed length in seconds times `count` (second, minute, hour, day, week). A month
    /// or year, whose length varies, gives nil: automatic ticks, with the approximation warned.
    /// The domain stays the automatic one (unverified whether Swift Charts widens it to a step).
    private func strideStep(_ arguments: [CallArgument]) throws -> Double? {
        guard let by = arguments.first(where: { $0.label == "by" })?.value else { return nil }
        if case let .unresolvedMember(component) = by {
            let seconds: Double
            switch component.name {
            case "second": seconds = 1
            case "minute": seconds = 60
            case "hour": seconds = 3_600
            case "day", "weekday": seconds = 86_400
            case "weekOfYear", "weekOfMonth": seconds = 604_800
            default: return nil
            }
            let count = try arguments.first(where: { $0.label == "count" }).map { try number($0.value, "count") } ?? 1
            return count > 0 ? seconds * count : nil
        }
        let step = try number(by, "by")
        return step > 0 && step.isFinite ? step : nil
    }

    /// Whether an `AxisMarks` content closure makes an `AxisValueLabel`: run once with a sample
    /// value; a closure that cannot run on it is assumed to show labels, with a warning.
    private func axisContentShowsLabels(_ content: Function) -> Bool {
        do {
            let sample = interpreter.nativeValue("AxisValue", 0)
            let built = try interpreter.call(content, [sample], building: Self.axisMarkBuilderName)
            return axisParts(built).contains(.valueLabel)
        } catch {
            warn(.approximatedView("AxisMarks", rule: "its content could not be run on a sample value; labels are shown"))
            return true
        }
    }

    private func axisParts(_ value: Value) -> [AxisPart] {
        switch value {
        case let .array(values): return values.flatMap(axisParts)
        case let .optional(wrapped?): return axisParts(wrapped)
        case let .native(native):
            if let part = native.payload as? AxisPart { return [part] }
            return []
        default: return []
        }
    }

    /// The `AxisMarks` of a `chartXAxis { … }` closure, in order.
    func axisMarksPayloads(_ value: Value) -> [AxisMarksPayload] {
        switch value {
        case let .array(values): return values.flatMap(axisMarksPayloads)
        case let .optional(wrapped?): return axisMarksPayloads(wrapped)
        case let .native(native): return (native.payload as? AxisMarksPayload).map { [$0] } ?? []
        default: return []
        }
    }
}
