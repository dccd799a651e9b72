/// `Calendar.dates(byAdding:value:startingAt:in:wrappingComponents:)` (Foundation, iOS 18; the
/// Swift Foundation proposal SF-0001 "Calendar Sequence Enumeration"): the dates made by adding
/// `value`, then twice `value`, … of a component to the start, each from the start ("adding a
/// scaled amount"), so the start itself is not one of them; with a range, the sequence ends at
/// the first date outside it. Checked with swiftc 6 and Foundation in UTC: one day at a time from
/// 2024-01-01 in `start..<start + 3 days` gives January 2nd and 3rd; two days at a time, the 3rd;
/// `-12` hours from the range's excluded end, the six half days down to the start.
///
/// A sequence without a range never ends; the interpreter has no lazy sequences, so that call is
/// left to the member lookup that reports what it does not model. Wrapping components is not
/// modelled either (the same).
extension Interpreter {
    func registerCalendarDateSequences(calendar: TypeInfo) {
        let labels: [String?] = ["byAdding", "value", "startingAt", "in"]
        let shortLabels: [String?] = ["byAdding", "startingAt", "in"]
        for written in [labels, shortLabels] {
            calendar.addMethod("dates", calendarMethod("dates", labels: written) { interpreter, _, arguments in
                let field = try interpreter.calendarField(arguments.labelled("byAdding"))
                let step = arguments.labelled("value")?.asInt ?? 1
                let start = try interpreter.calendarDate(arguments.labelled("startingAt"))
                var bounds = arguments.labelled("in")
                if case let .optional(wrapped?)? = bounds { bounds = wrapped }
                guard case let .range(range)? = bounds, let lowerValue = range.lower, let upperValue = range.upper else {
                    throw RuntimeError(.invalid, "'dates(byAdding:startingAt:)' without a range never ends; LayoutLens does not model it",
                                       at: interpreter.currentRange)
                }
                let lower = try interpreter.calendarDate(lowerValue), upper = try interpreter.calendarDate(upperValue)
                func contains(_ seconds: Double) -> Bool { seconds >= lower && (range.isClosed ? seconds <= upper : seconds < upper) }
                // A step of zero gives the start again and again (unverified: taken to never end).
                guard step != 0 else {
                    throw RuntimeError(.invalid, "'dates(byAdding:value: 0, …)' never ends; LayoutLens does not model it", at: interpreter.currentRange)
                }
                var dates: [Value] = []
                var multiple = 1
                while true {
                    let next = GregorianUTC.adding(step * multiple, field, to: start)
                    guard contains(next) else { break }
                    dates.append(interpreter.nativeValue("Date", next))
                    multiple += 1
                    if dates.count % 1024 == 0 { try interpreter.allocate(1024) }
                }
                try interpreter.allocate(dates.count + 1)
                return .array(dates)
            })
        }
    }
}
