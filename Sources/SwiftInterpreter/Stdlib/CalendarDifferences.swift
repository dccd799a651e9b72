/// `Calendar.dateComponents(_:from:to:)`: the difference between two dates in the components
/// asked for (Apple docs: "Returns the difference between two dates"; a countdown or streak view
/// reads `dateComponents([.day], from: start, to: end).day`). Foundation takes the components from
/// the largest to the smallest, each the most whole units that, added to what the larger ones
/// reached, do not pass the end, so a month is counted the way `date(byAdding:)` adds one and
/// every count has the sign of `end - start`. Checked against Foundation (swiftc 6.3 with
/// swift-corelibs-foundation, Gregorian in UTC): January 31st to February 29th 2024 is one month
/// and zero days, to March 1st one month and one day, to March 31st two months; February 29th 2020
/// to March 29th 2021 is one year, one month, one day; 2024-01-01 to 2024-01-20 is 19 days, 2
/// weeks and 5 days with `[.weekOfMonth, .day]`; swapping the ends negates every count. A week
/// component counts weeks, `.weekday` and `.dayOfYear` count days, and components not asked for
/// are nil. `.era`, `.quarter` (Foundation here answers 0 whatever the dates), `.yearForWeekOfYear`
/// and `.nanosecond` are refused with an error naming them rather than guessed.
extension Interpreter {
    func calendarDifference(_ fields: [GregorianUTC.Field], from start: Double, to end: Double) throws -> [GregorianUTC.Field: Int] {
        if let refused = fields.first(where: { GregorianUTC.differenceOrder.firstIndex(of: $0) == nil }) {
            throw RuntimeError(.invalid, "'dateComponents([.\(refused.rawValue)], from:to:)' is not modelled by LayoutLens", at: currentRange)
        }
        return GregorianUTC.difference(Set(fields), from: start, to: end)
    }
}

extension GregorianUTC {
    /// The components a difference is counted in, largest first.
    static let differenceOrder: [Field] = [.year, .month, .weekOfYear, .weekOfMonth, .weekdayOrdinal, .day, .weekday, .dayOfYear,
                                           .hour, .minute, .second]

    static func difference(_ fields: Set<Field>, from start: Double, to end: Double) -> [Field: Int] {
        let direction = end >= start ? 1 : -1
        func passes(_ moment: Double) -> Bool { direction > 0 ? moment > end : moment < end }
        var cursor = start
        var counts: [Field: Int] = [:]
        for field in differenceOrder where fields.contains(field) {
            var count: Int
            switch field {
            case .year, .month:
                // A first guess from the calendar fields, then moved until it is the most that fits.
                let (from, to) = (parts(of: cursor), parts(of: end))
                let months = ((to[.year] ?? 0) - (from[.year] ?? 0)) * 12 + (to[.month] ?? 0) - (from[.month] ?? 0)
                count = field == .year ? months / 12 : months
                // The guess is off by at most one either way; a bounded number of steps also ends
                // the search where `adding` clamps a count too large to add.
                for _ in 0..<3 where count != 0 && passes(adding(count, field, to: cursor)) { count -= direction }
                for _ in 0..<3 where !passes(adding(count + direction, field, to: cursor)) { count += direction }
            default:
                let units = ((end - cursor) / adding(1, field, to: 0)).rounded(.towardZero)
                count = units.isFinite ? bounded(Int(min(max(units, -1e15), 1e15))) : 0
            }
            counts[field] = count
            cursor = adding(count, field, to: cursor)
        }
        return counts
    }
}
