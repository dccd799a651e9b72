import Foundation
import SwiftInterpreter

/// How far one date is from another, in the units Foundation's relative date formatting uses
/// (swift-foundation's `ICURelativeDateFormatter.sortedAllowedComponents`: year, month, week,
/// day, hour, minute, second), and the English text each style writes for it.
///
/// The unit is chosen as swift-foundation's `Date.RelativeFormatStyle` chooses it
/// (`_largestNonZeroComponent`): the difference is rounded to the second; when its largest
/// non-zero unit is an hour, minute or second, that unit is rounded up when the next unit is at
/// least half of it ("hour: 1, minute: 30" is 2 hours; 90 seconds ago is "2 minutes ago"); a
/// larger unit is counted from the start (or end) of the reference's day, week, month or year,
/// so a date 25 hours before midnight's next day is "yesterday". Dates are Gregorian in UTC, the
/// interpreter's calendar (`GregorianUTC`). The words are CLDR's English (swift-foundation on
/// Linux writes "in 2 hours", "2 hr. ago", "2h ago", "two hours ago", "yesterday", "last mo.").
struct RelativeDateDifference: Equatable {
    enum Unit: String, CaseIterable {
        case year, month, week, day, hour, minute, second
    }

    var unit: Unit
    /// Negative for a date before the reference.
    var value: Int

    /// The year, month, week, day, hour, minute and second counts from `reference` to `date`
    /// (`Calendar.dateComponents(_:from:to:)`): all of one sign, years and months counted on the
    /// calendar, the rest in fixed lengths.
    static func components(from reference: Double, to date: Double) -> [(Unit, Int)] {
        let sign = date >= reference ? 1 : -1
        var cursor = reference
        var result: [(Unit, Int)] = []
        for (unit, field) in [(Unit.year, GregorianUTC.Field.year), (.month, .month)] {
            // Whole years (months) that fit: start from an estimate and step while the next one fits.
            let length = unit == .year ? 365.2425 * 86_400 : 30.436875 * 86_400
            var count = max(Int((abs(date - cursor) / length).rounded(.down)) - 1, 0)
            func fits(_ n: Int) -> Bool {
                let moved = GregorianUTC.adding(n * sign, field, to: cursor)
                return sign > 0 ? moved <= date : moved >= date
            }
            while !fits(count) && count > 0 { count -= 1 }
            while fits(count + 1) { count += 1 }
            cursor = GregorianUTC.adding(count * sign, field, to: cursor)
            result.append((unit, count * sign))
        }
        var rest = Int(abs(date - cursor).rounded(.down))
        for (unit, length) in [(Unit.week, 604_800), (.day, 86_400), (.hour, 3_600), (.minute, 60), (.second, 1)] {
            result.append((unit, rest / length * sign))
            rest %= length
        }
        return result
    }

    /// The one unit and count `Date.RelativeFormatStyle` writes for `date` seen from `reference`.
    static func between(_ date: Double, and reference: Double) -> RelativeDateDifference {
        // Precision of a date is finer than a second: round to the nearest second first.
        let date = reference + (date - reference).rounded()
        let parts = components(from: reference, to: date).filter { $0.1 != 0 }
        guard let largest = parts.first else { return RelativeDateDifference(unit: .second, value: 0) }
        switch largest.0 {
        case .hour, .minute, .second:
            var value = largest.1
            // `calendar.range(of: next, in: largest)`: 60 minutes or seconds, 24 hours.
            if parts.count >= 2, abs(parts[1].1) * 2 >= (parts[1].0 == .hour ? 24 : 60) { value += value > 0 ? 1 : -1 }
            return RelativeDateDifference(unit: largest.0, value: value)
        default:
            // Counted from the start of the reference's unit (or its last second, looking back).
            let (start, end) = interval(of: largest.0, containing: reference)
            let aligned = components(from: date > reference ? start : end - 1, to: date).first { $0.1 != 0 }
            return aligned.map { RelativeDateDifference(unit: $0.0, value: $0.1) } ?? RelativeDateDifference(unit: largest.0, value: largest.1)
        }
    }

    /// The start and end of the year, month, week (from Sunday, `Calendar.firstWeekday` 1) or
    /// day holding `seconds`.
    static func interval(of unit: Unit, containing seconds: Double) -> (Double, Double) {
        let parts = GregorianUTC.parts(of: seconds)
        let dayStart = GregorianUTC.startOfDay(seconds)
        switch unit {
        case .year:
            let start = GregorianUTC.seconds(of: [.year: parts[.year] ?? 1970])
            return (start, GregorianUTC.adding(1, .year, to: start))
        case .month:
            let start = GregorianUTC.seconds(of: [.year: parts[.year] ?? 1970, .month: parts[.month] ?? 1])
            return (start, GregorianUTC.adding(1, .month, to: start))
        case .week:
            let start = dayStart - Double((parts[.weekday] ?? 1) - 1) * 86_400
            return (start, start + 604_800)
        default:
            return (dayStart, dayStart + 86_400)
        }
    }

    /// `Date.RelativeFormatStyle.UnitsStyle`: `wide` ("2 hours"), `abbreviated` ("2 hr."),
    /// `narrow` ("2h"), `spellOut` ("two hours").
    enum Width: String {
        case wide, abbreviated, narrow, spellOut
    }

    /// "in 2 hours", "2 hr. ago", "two hours ago"; with `named`, CLDR's words for the nearest
    /// units: "now", "yesterday", "tomorrow", "today", "last week", "next month", "this year"…
    func text(named: Bool, width: Width) -> String {
        if named, let word = namedWord(width: width) { return word }
        let amount = quantity(abs(value), width: width)
        return value < 0 ? amount + " ago" : "in " + amount
    }

    /// "2 hours", "2 hr.", "2h", "two hours": the count and its unit, without direction.
    func quantity(_ count: Int, width: Width) -> String {
        let number = width == .spellOut ? Self.spelledOut(count) : String(count)
        switch width {
        case .wide, .spellOut: return "\(number) \(unit.rawValue)\(count == 1 ? "" : "s")"
        case .abbreviated:
            let short: [Unit: String] = [.year: "yr.", .month: "mo.", .week: "wk.", .hour: "hr.", .minute: "min.", .second: "sec."]
            return "\(number) " + (short[unit] ?? (count == 1 ? "day" : "days"))
        case .narrow:
            let narrow: [Unit: String] = [.year: "y", .month: "mo", .week: "w", .day: "d", .hour: "h", .minute: "m", .second: "s"]
            return number + (narrow[unit] ?? "")
        }
    }

    /// CLDR's English relative words (`named` presentation), or nil where it has none.
    private func namedWord(width: Width) -> String? {
        switch (unit, value) {
        case (.second, 0): return "now"
        case (.minute, 0): return "this minute"
        case (.hour, 0): return "this hour"
        case (.day, -1): return "yesterday"
        case (.day, 0): return "today"
        case (.day, 1): return "tomorrow"
        case (.week, -1...1), (.month, -1...1), (.year, -1...1):
            let word = ["last", "this", "next"][value + 1]
            let short: [Unit: String] = [.year: "yr.", .month: "mo.", .week: "wk."]
            return word + " " + (width == .wide || width == .spellOut ? unit.rawValue : short[unit] ?? unit.rawValue)
        default: return nil
        }
    }

    /// "forty-five": ICU's English spell-out, through the toolchain's `NumberFormatter`.
    static func spelledOut(_ count: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
