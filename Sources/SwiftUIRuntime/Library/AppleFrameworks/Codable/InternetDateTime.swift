import SwiftInterpreter

/// A date as RFC 3339's internet date-time in UTC, `yyyy-MM-ddTHH:mm:ssZ`, which
/// `ISO8601DateFormatter` writes with its default options and `JSONEncoder`'s `.iso8601` date
/// strategy uses (Apple docs, "JSONEncoder.DateEncodingStrategy.iso8601"). Fractions of a second
/// are dropped, as those default options do.
enum InternetDateTime {
    static func text(secondsSince1970 seconds: Double) -> String {
        let whole = Int((seconds).rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = whole - days * 86_400
        let (year, month, day) = GregorianUTC.civil(fromDays: days)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }
}
