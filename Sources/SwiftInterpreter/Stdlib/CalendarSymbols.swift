/// `Calendar.Identifier`, a calendar's `locale`, `firstWeekday` and its weekday and month names.
///
/// Every calendar here is the Gregorian calendar in UTC (`GregorianCalendar.swift`), read in the
/// development language, English: Apple docs, "Calendar.weekdaySymbols" ("a list of weekdays in
/// this calendar, starting with Sunday"), "Calendar.firstWeekday" (1 is Sunday, the Gregorian
/// calendar's first weekday in the United States), "Calendar.locale" (`Locale?`, settable). A
/// calendar made for another identifier (`Calendar(identifier: .buddhist)`) is read as the
/// Gregorian one, with a warning.
extension Interpreter {
    static let gregorianIdentifiers: Set<String> = ["gregorian", "iso8601"]
    static let calendarIdentifiers = [
        "gregorian", "buddhist", "chinese", "coptic", "ethiopicAmeteMihret", "ethiopicAmeteAlem", "hebrew", "iso8601",
        "indian", "islamic", "islamicCivil", "japanese", "persian", "republicOfChina", "islamicTabular", "islamicUmmAlQura",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    func registerCalendarSymbols(calendar: TypeInfo) {
        let identifier = registerNativeType("Calendar.Identifier", descriptor: NativeTypeDescriptor(
            resolveImplicitMember: { interpreter, member in
                Self.calendarIdentifiers.contains(member.name) ? interpreter.nativeValue("Calendar.Identifier", member.name) : nil
            },
            describe: { value in
                if case let .native(native) = value, let name = native.payload as? String { return name }
                return "Calendar.Identifier"
            }))
        calendar.nestedTypes["Identifier"] = identifier
        for name in Self.calendarIdentifiers {
            identifier.staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in
                interpreter.nativeValue("Calendar.Identifier", name)
            })
        }
        calendar.computedProperties["identifier"] = ComputedProperty(getter: .native("identifier") { interpreter, _, _ in
            interpreter.nativeValue("Calendar.Identifier", "gregorian")
        })
        calendar.initializers.insert(.native("init", labels: ["identifier"]) { interpreter, _, arguments in
            if case let .native(native)? = arguments.first?.value, let name = native.payload as? String,
               !Self.gregorianIdentifiers.contains(name) {
                interpreter.warn(.calendarReadAsGregorian(name))
            }
            return interpreter.nativeValue("Calendar", GregorianUTC())
        }, at: 0)
        // `calendar.locale = Locale.autoupdatingCurrent`: names and the first weekday stay the
        // development language's (English), which is what the symbols below answer.
        calendar.computedProperties["locale"] = ComputedProperty(getter: .native("locale") { interpreter, _, _ in
            interpreter.undefinedName?("Locale.current") ?? .nil
        }, setter: .native("locale", mutating: true) { _, _, _ in .void })
        calendar.computedProperties["firstWeekday"] = ComputedProperty(getter: .native("firstWeekday") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let payload = native.payload as? GregorianUTC else { return .int(1) }
            return .int(payload.firstWeekday)
        }, setter: .native("firstWeekday", mutating: true) { interpreter, selfValue, arguments in
            guard case let .native(native) = selfValue, var payload = native.payload as? GregorianUTC,
                  let day = arguments.first?.value.asInt else { return .void }
            payload.firstWeekday = day
            selfValue = interpreter.nativeValue("Calendar", payload)
            return .void
        })
        func symbols(_ name: String, _ values: [String]) {
            calendar.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .array(values.map(Value.string)) })
        }
        // Each list in its full, short (three letters) and very short (one letter) form, the
        // standalone forms the same in English.
        for (kind, names) in [("Weekday", Self.weekdayNames), ("Month", Self.monthNames)] {
            for (prefix, length) in [("", Int.max), ("short", 3), ("veryShort", 1)] {
                let values = names.map { String($0.prefix(length)) }
                let name = prefix.isEmpty ? kind.lowercased() : prefix + kind
                symbols(name + "Symbols", values)
                symbols((prefix.isEmpty ? "standalone" : prefix + "Standalone") + kind + "Symbols", values)
            }
        }
    }
}
