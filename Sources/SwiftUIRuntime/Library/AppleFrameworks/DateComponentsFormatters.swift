import SwiftInterpreter

/// Foundation's `DateComponentsFormatter` writing a time interval in U.S. English (Apple docs,
/// "DateComponentsFormatter", "UnitsStyle", "ZeroFormattingBehavior"): `allowedUnits`
/// (`.day`, `.hour`, `.minute`, `.second`; a week is seven days), `unitsStyle`,
/// `zeroFormattingBehavior`, `maximumUnitCount`, `string(from: TimeInterval)`. The interval is cut
/// into the allowed units from the largest; whole seconds are kept (the fraction is dropped:
/// unverified). Each style as Apple's examples write it:
/// - `.positional` (the default) "1:10:00": the fields joined by ":", the first without padding,
///   the others two digits; by default leading zero fields are dropped down to the last two
///   ("1:00:10"; ten seconds as minutes and seconds "0:10": unverified), `.pad` keeps every field,
///   each two digits (unverified: Apple's own example pads no hour).
/// - `.abbreviated` "3y 9mo 26d 19h 17s", `.brief` "3yrs 9mths 26days 19hr 17sec", `.short`
///   "3 yrs, 9 mths, 26 days, 19 hr, 17 sec", `.full` "3 years, 9 months, 26 days, 19 hours,
///   17 seconds"; `.default` drops every zero unit ("1h 10s"), `.dropLeading`, `.dropMiddle`,
///   `.dropTrailing` and `.dropAll` drop the ones they name, `.pad` none ("0d 1h 0m 0s").
///   `.spellOut` is written as `.full` with its numbers in digits, with the warning
///   `approximatedView`. Years and months (their length depends on the calendar) are not cut.
extension SwiftUIRuntime {
    final class DateComponentsFormatterSettings {
        var style = "positional"
        var units: [String] = ["day", "hour", "minute", "second"]
        var zeroBehavior: Set<String> = ["default"]
        var maximumUnitCount = 0
    }

    /// Each unit's seconds and its names: abbreviated, brief, short and full (singular, plural).
    static let componentUnits: [(name: String, seconds: Int, abbreviated: String, brief: (String, String), short: (String, String),
                                 full: (String, String))] = [
        ("weekOfMonth", 604_800, "w", ("wk", "wks"), ("wk", "wks"), ("week", "weeks")),
        ("day", 86_400, "d", ("day", "days"), ("day", "days"), ("day", "days")),
        ("hour", 3_600, "h", ("hr", "hr"), ("hr", "hr"), ("hour", "hours")),
        ("minute", 60, "m", ("min", "min"), ("min", "min"), ("minute", "minutes")),
        ("second", 1, "s", ("sec", "sec"), ("sec", "sec"), ("second", "seconds")),
    ]

    func registerDateComponentsFormatter() {
        guard let formatter = registerAppleType("DateComponentsFormatter") else { return }
        let styles = ["positional", "abbreviated", "short", "full", "spellOut", "brief"]
        declareNestedEnum("DateComponentsFormatter.UnitsStyle", in: formatter, cases: styles)
        declareNestedEnum("DateComponentsFormatter.ZeroFormattingBehavior", in: formatter,
                          cases: ["default", "dropLeading", "dropMiddle", "dropTrailing", "dropAll", "pad"])
        typealias Settings = DateComponentsFormatterSettings
        initializer("DateComponentsFormatter") { `self`, _ in self.interpreter.nativeValue("DateComponentsFormatter", Settings()) }
        settingsProperty(formatter, "unitsStyle", Settings.self, empty: .nil, get: { [unowned self] in
            self.enumCase("DateComponentsFormatter.UnitsStyle", $0.style)
        }, set: { settings, value in
            if let name = Self.caseName(value), styles.contains(name) { settings.style = name }
        })
        settingsProperty(formatter, "allowedUnits", Settings.self, empty: .array([]), get: { _ in .array([]) }, set: { settings, value in
            let names = Self.optionNames(value).map { $0 == "weekOfYear" ? "weekOfMonth" : $0 }
            settings.units = Self.componentUnits.map(\.name).filter(names.contains)
        })
        settingsProperty(formatter, "zeroFormattingBehavior", Settings.self, empty: .array([]), get: { _ in .array([]) }, set: { settings, value in
            settings.zeroBehavior = Set(Self.optionNames(value))
        })
        settingsProperty(formatter, "maximumUnitCount", Settings.self, empty: .int(0), get: { .int($0.maximumUnitCount) }, set: { settings, value in
            if case let .int(count) = value { settings.maximumUnitCount = count }
        })
        formatter.addMethod("string", .hosted("string") { runtime, selfValue, arguments in
            guard let settings = selfValue.nativePayload(Settings.self), let argument = arguments.first,
                  argument.label == "from", let seconds = Self.boxedNumber(argument.value)?.value, seconds.isFinite else { return .nil }
            if settings.style == "spellOut" {
                runtime.warn(.approximatedView("DateComponentsFormatter.UnitsStyle.spellOut", rule: "its numbers are written in digits"))
            }
            return .optional(.string(Self.componentsText(Int(seconds), settings)))
        })
    }

    /// The text of `seconds` by `settings` (see the type's comment).
    static func componentsText(_ seconds: Int, _ settings: DateComponentsFormatterSettings) -> String {
        let units = componentUnits.filter { settings.units.contains($0.name) }
        guard !units.isEmpty else { return "" }
        var rest = abs(seconds)
        var fields: [(unit: Int, value: Int)] = []
        for (index, unit) in units.enumerated() {
            fields.append((componentUnits.firstIndex { $0.name == unit.name } ?? index, rest / unit.seconds))
            rest %= unit.seconds
        }
        let sign = seconds < 0 ? "-" : ""
        let behavior = settings.zeroBehavior
        if settings.style == "positional" {
            if !behavior.contains("pad") {
                while fields.count > 2, fields[0].value == 0 { fields.removeFirst() }
            }
            let padsFirst = behavior.contains("pad")
            let text = fields.enumerated().map { index, field in
                index == 0 && !padsFirst ? String(field.value) : (field.value < 10 ? "0" : "") + String(field.value)
            }
            return sign + text.joined(separator: ":")
        }
        if !behavior.contains("pad") {
            let dropsAll = behavior.contains("default") || behavior.contains("dropAll") || behavior.isEmpty
            let firstKept = fields.firstIndex { $0.value != 0 }, lastKept = fields.lastIndex { $0.value != 0 }
            fields = fields.enumerated().filter { index, field in
                guard field.value == 0 else { return true }
                if dropsAll { return false }
                if behavior.contains("dropLeading"), index < (firstKept ?? fields.count) { return false }
                if behavior.contains("dropTrailing"), index > (lastKept ?? -1) { return false }
                if behavior.contains("dropMiddle"), let first = firstKept, let last = lastKept, index > first, index < last { return false }
                return true
            }.map(\.element)
            // Nothing left (a zero interval): the smallest unit, zero.
            if fields.isEmpty, let smallest = units.last { fields = [(componentUnits.firstIndex { $0.name == smallest.name } ?? 0, 0)] }
        }
        if settings.maximumUnitCount > 0 { fields = Array(fields.prefix(settings.maximumUnitCount)) }
        let written = fields.map { field -> String in
            let unit = componentUnits[field.unit], plural = field.value != 1
            switch settings.style {
            case "abbreviated": return "\(field.value)\(unit.abbreviated)"
            case "brief": return "\(field.value)\(plural ? unit.brief.1 : unit.brief.0)"
            case "short": return "\(field.value) \(plural ? unit.short.1 : unit.short.0)"
            default: return "\(field.value) \(plural ? unit.full.1 : unit.full.0)"
            }
        }
        let separator = ["abbreviated", "brief"].contains(settings.style) ? " " : ", "
        return sign + written.joined(separator: separator)
    }
}
