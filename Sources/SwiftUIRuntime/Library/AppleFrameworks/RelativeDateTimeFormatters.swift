import SwiftInterpreter

/// Foundation's relative date text against the interpreter's fixed now (2024-01-01 00:00:00 UTC,
/// with the warning `Date()` records where the text counts from now): `date.formatted(.relative(presentation:unitsStyle:))` and
/// `Text(date, format: .relative(…))` (Apple, "Date.RelativeFormatStyle": "1 hour ago", "in 2
/// weeks", "yesterday"; `relative(presentation:unitsStyle:)`, units `.wide` by default), and the
/// `RelativeDateTimeFormatter` class (Apple, "RelativeDateTimeFormatter": `dateTimeStyle`
/// `.numeric` by default or `.named` ("1 week ago" / "last week"), `unitsStyle` `.full` by default,
/// `.spellOut`, `.short`, `.abbreviated` ("2 months ago", "two months ago", "2 mo. ago");
/// `localizedString(for:relativeTo:)`, `localizedString(fromTimeInterval:)`, `string(for:)`).
/// The unit and words are `RelativeDateDifference`'s, swift-foundation's rule for the format
/// style; the class (absent from Foundation on Linux) is taken to choose its unit the same way
/// (**unverified**). The text is English: another `--locale` keeps it with `libraryAssumedValue`.
extension SwiftUIRuntime {
    final class RelativeDateTimeFormatterSettings {
        var named = false
        var width = RelativeDateDifference.Width.wide
    }

    /// `unitsStyle` cases of the class, and the format style width each writes.
    static let relativeFormatterUnitStyles: [(String, RelativeDateDifference.Width)] = [
        ("full", .wide), ("spellOut", .spellOut), ("short", .abbreviated), ("abbreviated", .abbreviated),
    ]

    func registerRelativeDateTimeFormatter() {
        guard let formatter = registerAppleType("RelativeDateTimeFormatter") else { return }
        typealias Settings = RelativeDateTimeFormatterSettings
        declareNestedEnum("RelativeDateTimeFormatter.DateTimeStyle", in: formatter, cases: ["numeric", "named"])
        declareNestedEnum("RelativeDateTimeFormatter.UnitsStyle", in: formatter, cases: Self.relativeFormatterUnitStyles.map(\.0))
        initializer("RelativeDateTimeFormatter") { `self`, _ in self.interpreter.nativeValue("RelativeDateTimeFormatter", Settings()) }
        settingsProperty(formatter, "dateTimeStyle", Settings.self, empty: .nil,
                         get: { [unowned self] in self.enumCase("RelativeDateTimeFormatter.DateTimeStyle", $0.named ? "named" : "numeric") },
                         set: { settings, value in if let name = Self.caseName(value) { settings.named = name == "named" } })
        settingsProperty(formatter, "unitsStyle", Settings.self, empty: .nil,
                         get: { [unowned self] settings in
                             let name = Self.relativeFormatterUnitStyles.first { $0.1 == settings.width }?.0 ?? "full"
                             return self.enumCase("RelativeDateTimeFormatter.UnitsStyle", name)
                         },
                         set: { settings, value in
                             if let name = Self.caseName(value), let width = Self.relativeFormatterUnitStyles.first(where: { $0.0 == name })?.1 {
                                 settings.width = width
                             }
                         })
        // Accepted and not applied: the calendar is the interpreter's Gregorian UTC one; the
        // context only capitalises the first word in some positions.
        for name in ["locale", "calendar", "formattingContext"] {
            formatter.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .nil }, setter: .native(name) { _, _, _ in .void })
        }
        func text(_ runtime: SwiftUIRuntime, _ formatter: Value, _ date: Double, _ reference: Double) -> String {
            let settings = formatter.nativePayload(Settings.self) ?? Settings()
            return runtime.relativeText(date, reference, named: settings.named, width: settings.width, name: "RelativeDateTimeFormatter")
        }
        formatter.addMethod("localizedString", .hosted("localizedString") { runtime, selfValue, arguments in
            if let interval = arguments.first(where: { $0.label == "fromTimeInterval" }).flatMap({ Self.boxedNumber($0.value) })?.value {
                runtime.warnFixedNow()
                return .string(text(runtime, selfValue, Interpreter.fixedNow + interval, Interpreter.fixedNow))
            }
            var dates: [Double] = []
            for label in ["for", "relativeTo"] {
                guard var argument = arguments.first(where: { $0.label == label })?.value else {
                    throw runtime.failure(.missingArgument(label, callee: "localizedString"))
                }
                // `relativeTo: .now`: both parameters are `Date`s, so an implicit member is Date's
                // (Apple, `localizedString(for:relativeTo:)`; The Swift Programming Language,
                // "Implicit Member Expression").
                if case .unresolvedMember = argument { argument = try runtime.interpreter.coerce(argument, to: .named("Date")) }
                if let seconds = argument.nativePayload(Double.self) { dates.append(seconds); continue }
                // Another file's or module's date (`item.createdAt` of a stand-in): its name as
                // the text, as `Text(item.createdAt)` shows one, never a missing argument.
                guard let undefined = Self.undefinedName(argument) else { throw runtime.mismatch(argument, expected: "Date", parameter: label) }
                runtime.assumed("its name as the text", for: argument)
                return .string(undefined.path)
            }
            return .string(text(runtime, selfValue, dates[0], dates[1]))
        })
        formatter.addMethod("string", .hosted("string") { runtime, selfValue, arguments in
            guard let date = arguments.first?.value.nativePayload(Double.self) else { return .nil }
            runtime.warnFixedNow()
            return .optional(.string(text(runtime, selfValue, date, Interpreter.fixedNow)))
        })
    }

    /// The text of `.relative(presentation:unitsStyle:)` for a date `seconds` since 1970 seen
    /// from the fixed now, or nil when `format` is another style.
    func relativeFormatText(_ seconds: Double, _ format: Value) -> String? {
        guard case let .unresolvedMember(style) = Self.unwrapped(format), style.name == "relative" else { return nil }
        let presentation = Self.caseName(style.arguments?.first { $0.label == "presentation" }?.value) ?? "numeric"
        let widthName = Self.caseName(style.arguments?.first { $0.label == "unitsStyle" }?.value) ?? "wide"
        warnFixedNow()
        return relativeText(seconds, Interpreter.fixedNow, named: presentation == "named",
                            width: RelativeDateDifference.Width(rawValue: widthName) ?? .wide, name: "Date.RelativeFormatStyle")
    }

    /// English relative text; in another preview language, the English with `libraryAssumedValue`.
    func relativeText(_ date: Double, _ reference: Double, named: Bool, width: RelativeDateDifference.Width, name: String) -> String {
        if let language = settings.locale, !language.hasPrefix("en") {
            warn(.libraryAssumedValue(name, reason: "writes relative dates in another language ('\(language)')",
                                      assumption: "the English words (\"2 hours ago\")"), at: interpreter.currentRange)
        }
        return RelativeDateDifference.between(date, and: reference).text(named: named, width: width)
    }
}
