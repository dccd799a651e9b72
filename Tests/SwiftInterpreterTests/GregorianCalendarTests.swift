import Testing
@testable import SwiftInterpreter

/// `Calendar` on the fixed dates: the Gregorian calendar in UTC. Expected values are those
/// Foundation prints for the same program with `cal.timeZone = TimeZone(identifier: "UTC")!`
/// (swiftc on this machine), and follow from 1 704 067 200 s = 2024-01-01 00:00:00 UTC, a Monday.
@Suite struct GregorianCalendarTests {
    @Test func componentsOfADate() throws {
        // 3 h 25 min 7.5 s after midnight on Monday 2024-01-01; Foundation numbers Sunday 1, so
        // Monday is 2.
        let output = try run("""
        import Foundation
        let d = Date(timeIntervalSince1970: 1_704_067_200 + 3 * 3600 + 25 * 60 + 7.5)
        let cal = Calendar.current
        print(cal.component(.hour, from: d), cal.component(.minute, from: d), cal.component(.second, from: d),
              cal.component(.weekday, from: d), cal.component(.year, from: d), cal.component(.month, from: d),
              cal.component(.day, from: d), cal.component(.nanosecond, from: d))
        let c = cal.dateComponents([.hour, .minute], from: d)
        print(c.hour ?? -1, c.minute ?? -1, c.day ?? -1)
        """)
        #expect(output == "3 25 7 2 2024 1 1 500000000\n3 25 -1\n")
    }

    @Test func addingToADate() throws {
        // January 31st 2024 (1 706 659 200 s) plus a month is February 29th (a leap year):
        // 1 706 659 200 + 29 × 86 400 = 1 709 164 800. A year after that is February 28th 2025:
        // 1 709 164 800 + 365 × 86 400 = 1 740 700 800. The day before 03:25:07.5 on January 1st
        // is 86 400 s earlier.
        let output = try run("""
        import Foundation
        let cal = Calendar(identifier: .gregorian)
        let d = Date(timeIntervalSince1970: 1_704_067_200 + 3 * 3600 + 25 * 60 + 7.5)
        let jan31 = Date(timeIntervalSince1970: 1_706_659_200)
        let feb29 = cal.date(byAdding: .month, value: 1, to: jan31)!
        print(feb29.timeIntervalSince1970)
        print(cal.date(byAdding: .year, value: 1, to: feb29)!.timeIntervalSince1970)
        print(cal.date(byAdding: .day, value: -1, to: d)!.timeIntervalSince1970)
        print(cal.startOfDay(for: d).timeIntervalSince1970)
        print(cal.isDate(d, inSameDayAs: Date(timeIntervalSince1970: 1_704_067_200)), cal.isDateInToday(d), cal.isDateInYesterday(d))
        """)
        #expect(output == "1709164800.0\n1740700800.0\n1703993107.5\n1704067200.0\ntrue true false\n")
    }

    /// `isDate(_:equalTo:toGranularity:)` against Monday 2024-01-01 00:00 UTC, for Sunday
    /// 2023-12-31 (−86 400 s), Saturday 2023-12-30 (−172 800), Saturday 2024-01-06 (+432 000),
    /// Sunday 2024-01-07 (+518 400), 01:00 the same day (+3 600) and 2024-02-01 (+2 678 400).
    /// Each line is what Foundation printed for the same program with `TZ=UTC` (the Gregorian
    /// calendar's `firstWeekday` is 1: weeks start on Sunday, so December 31st is in January
    /// 1st's week and January 7th starts the next).
    @Test func datesEqualToAGranularity() throws {
        let output = try run("""
        import Foundation
        let cal = Calendar(identifier: .gregorian)
        let monday = Date(timeIntervalSince1970: 1_704_067_200)
        let dates = [-86_400.0, -172_800, 432_000, 518_400, 3_600, 2_678_400].map { monday.addingTimeInterval($0) }
        print(dates.map { cal.isDate($0, equalTo: monday, toGranularity: .weekOfYear) })
        print(dates.map { cal.isDate($0, equalTo: monday, toGranularity: .year) })
        print(dates.map { cal.isDate($0, equalTo: monday, toGranularity: .month) })
        print(dates.map { cal.isDate($0, equalTo: monday, toGranularity: .day) })
        print(dates.map { cal.isDate($0, equalTo: monday, toGranularity: .hour) })
        print(dates.map { cal.isDate($0, equalTo: monday, toGranularity: .weekday) })
        """)
        #expect(output == """
        [true, false, true, false, true, false]
        [false, false, true, true, true, true]
        [false, false, true, true, true, false]
        [false, false, false, false, true, false]
        [false, false, false, false, false, false]
        [false, false, false, false, true, false]

        """)
    }

    @Test func aDateFromItsComponents() throws {
        // 2026-01-01 is 56 × 365 + 14 leap days = 20 454 days after 1970-01-01; the 20th is 19 days
        // later: 20 473 × 86 400 + 10 × 3 600 + 10 × 60 + 30 = 1 768 903 830. 2024-03-01 is
        // 2024-01-01 (1 704 067 200) plus 31 + 29 days: 1 709 251 200. Without a calendar a
        // `DateComponents` has no `date`.
        let output = try run("""
        import Foundation
        let cal = Calendar.current
        let dc = DateComponents(calendar: cal, year: 2026, month: 1, day: 20, hour: 10, minute: 10, second: 30)
        print(dc.date!.timeIntervalSince1970, dc.hour ?? -1)
        print(cal.date(from: DateComponents(year: 2024, month: 3, day: 1))!.timeIntervalSince1970)
        print(DateComponents(year: 2024).date == nil)
        """)
        #expect(output == "1768903830.0 10\n1709251200.0\ntrue\n")
    }

    @Test func aTimeSetOnADatesDay() throws {
        // 07:30 on 2024-01-01 is 1 704 067 200 + 7 × 3 600 + 30 × 60 = 1 704 094 200; 01:00 is on
        // the same day though before the date's 03:25 (1 704 070 800); 24:00 and 05:60 are nil,
        // as Foundation prints for the same program in UTC.
        let output = try run("""
        import Foundation
        let cal = Calendar.current
        let d = Date(timeIntervalSince1970: 1_704_067_200 + 3 * 3600 + 25 * 60 + 7.5)
        print(cal.date(bySettingHour: 7, minute: 30, second: 0, of: d)!.timeIntervalSince1970)
        print(cal.date(bySettingHour: 1, minute: 0, second: 0, of: d)!.timeIntervalSince1970)
        print(cal.date(bySettingHour: 24, minute: 0, second: 0, of: d) == nil, cal.date(bySettingHour: 5, minute: 60, second: 0, of: d) == nil)
        """)
        #expect(output == "1704094200.0\n1704070800.0\ntrue true\n")
    }

    @Test func settingAComponent() throws {
        // 2024-01-01 09:30 UTC: 1 704 067 200 + 9 × 3 600 + 30 × 60 = 1 704 101 400.
        let output = try run("""
        import Foundation
        var components = DateComponents()
        components.year = 2024
        components.month = 1
        components.day = 1
        components.hour = 9
        components.minute = 30
        print(Calendar.current.date(from: components)!.timeIntervalSince1970, components.second == nil)
        """)
        #expect(output == "1704101400.0 true\n")
    }

    /// The file's own extension of `Calendar` reaches `Calendar.current` (the standard library is
    /// registered once and copied into each interpreter; the value must be of the copy's type).
    /// 07:00 UTC is 1 704 067 200 + 7 × 3 600.
    @Test func anExtensionOfCalendar() throws {
        let output = try run("""
        import Foundation
        extension Calendar {
            func hourOf(_ date: Date) -> Int { component(.hour, from: date) }
        }
        print(Calendar.current.hourOf(Date(timeIntervalSince1970: 1_704_067_200 + 7 * 3600)))
        """)
        #expect(output == "7\n")
    }

    /// Foundation carries a month beyond 1…12 into the year: month 13 of 2024 is 2025-01-01
    /// (1 735 689 600 = 1 704 067 200 + 366 × 86 400, 2024 being a leap year), month 0 is
    /// 2023-12-01 (1 704 067 200 − 31 × 86 400 = 1 701 388 800), as swiftc's Foundation prints.
    @Test func monthsCarryIntoTheYear() throws {
        let output = try run("""
        import Foundation
        let cal = Calendar.current
        print(cal.date(from: DateComponents(year: 2024, month: 13, day: 1))!.timeIntervalSince1970)
        print(cal.date(from: DateComponents(year: 2024, month: 0, day: 1))!.timeIntervalSince1970)
        """)
        #expect(output == "1735689600.0\n1701388800.0\n")
    }

    /// Hostile dates and counts (the largest `Int`, a date 10³⁰⁰ s away, infinity) give an answer,
    /// never a trap of the whole program on an overflowing day count.
    @Test func extremeDatesAndCountsDoNotTrap() throws {
        let output = try run("""
        import Foundation
        let cal = Calendar.current
        let far = Date(timeIntervalSince1970: 1e300)
        _ = cal.component(.year, from: far)
        _ = cal.component(.hour, from: Date(timeIntervalSince1970: .infinity))
        _ = cal.date(byAdding: .year, value: Int.max, to: Date())
        _ = cal.date(byAdding: .month, value: Int.min, to: Date())
        _ = cal.date(from: DateComponents(year: Int.max, month: Int.min, day: Int.max, hour: Int.max))
        print(far, "done")
        """)
        #expect(output.hasSuffix("done\n"))
    }
}
