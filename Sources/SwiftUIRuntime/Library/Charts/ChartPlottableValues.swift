import LayoutEngine
import SwiftInterpreter

/// `.value("Day", item.day)`: Swift Charts' `PlottableValue`, the label and the data value a mark
/// plots on one axis. Strings are categories, numbers quantities, `Date`s instants; an optional
/// is looked through; an enum plots its raw value (Apple's `Plottable` conformance of
/// `RawRepresentable` types), else its case name.
extension SwiftUIRuntime {
    static let plottableValueTypeName = "PlottableValue"

    /// A `PlottableValue` given as `.value(…)` or `PlottableValue.value(…)`; nil when `value` is none.
    func plottable(_ value: Value?, _ name: String) throws -> ChartValue? {
        guard let value else { return nil }
        switch value {
        case let .unresolvedMember(member) where member.name == "value":
            guard let data = member.arguments?.dropFirst().first?.value else { throw failure(.missingArgument(callee: "value")) }
            return try chartValue(data, name)
        case let .native(native):
            if let plotted = native.payload as? ChartValue { return plotted }
        default:
            break
        }
        throw failure("'\(name)' takes a plottable value such as .value(\"Label\", data)")
    }

    /// The data of a `PlottableValue` as a chart value.
    func chartValue(_ data: Value, _ name: String) throws -> ChartValue {
        switch data {
        case let .int(v): return .number(Double(v))
        case let .double(v), let .cgFloat(v): return .number(v)
        case let .string(v): return .category(v)
        case let .character(v): return .category(String(v))
        case let .bool(v): return .category(v ? "true" : "false")
        case let .optional(wrapped?): return try chartValue(wrapped, name)
        case .optional(nil): return .category("")
        case let .enumValue(instance):
            if let raw = try? interpreter.member(of: data, named: "rawValue"), !isEnum(raw) { return try chartValue(raw, name) }
            return .category(instance.caseName)
        case let .native(native):
            if native.type.name == "Date", let seconds = native.payload as? Double { return .date(seconds) }
            if let plotted = native.payload as? ChartValue { return plotted }
            // Foundation's `Decimal` plots as a quantity, as apps that build plot it
            // (`.value("Dose", dose)` of a `Decimal`); unverified: Apple's `Plottable` page names
            // numeric types, dates and strings without listing them (docs/swiftui-subset.md, Swift Charts).
            if let number = native.type.native?.asNumber?(data) { return .number(number) }
            // A value LayoutLens cannot know (another module's date, a member of Apple's type it
            // does not model) is plottable in the app, as the file compiles: its name stands in
            // as a category, with a warning.
            if let undefined = Self.undefinedName(data) {
                assumed("its name as a category", for: data)
                return .category(undefined.path)
            }
        default:
            break
        }
        throw failure("'\(interpreter.typeName(of: data))' is not plottable in '\(name)'; a chart plots numbers, strings and dates")
    }

    private func isEnum(_ value: Value) -> Bool {
        if case .enumValue = value { return true }
        return false
    }

    /// `PlottableValue.value("Label", data)` written out.
    func registerPlottableValue() {
        let type = interpreter.registerNativeType(Self.plottableValueTypeName)
        type.addMethod("value", .hosted("value") { runtime, _, arguments in
            guard arguments.count >= 2 else { throw runtime.failure(.missingArgument(callee: "value")) }
            return runtime.interpreter.nativeValue(Self.plottableValueTypeName, try runtime.chartValue(arguments[1].value, "value"))
        }, isStatic: true)
    }
}

extension SwiftUIRuntime {
    /// A date tick's label as Swift Charts labels a date axis by day in the en_US locale
    /// ("Mar 5"), from the reader's UTC calendar so every run gives the same label.
    static func dateLabel(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e13 else { return "" }
        let (_, month, day) = GregorianUTC.civil(fromDays: Int((seconds / 86_400).rounded(.down)))
        return "\(monthNames[month - 1].prefix(3)) \(day)"
    }
}
