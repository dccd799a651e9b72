/// A date as RFC 3339's internet date-time in UTC, `yyyy-MM-ddTHH:mm:ssZ`, which
/// `ISO8601DateFormatter` writes with its default options and `JSONEncoder`'s `.iso8601` date
/// strategy uses (Apple docs, "JSONEncoder.DateEncodingStrategy.iso8601"). Fractions of a second
/// are dropped, as those default options do.
enum InternetDateTime {
    static func text(secondsSince1970 seconds: Double) -> String {
        let whole = Int((seconds).rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = whole - days * 86_400
        let (year, month, day) = civil(daysSince1970: days)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`, "chrono-Compatible Low-Level Date Algorithms").
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
