import Testing
@testable import SwiftInterpreter

/// `Calendar.isDateInWeekend(_:)` and `.now` as a date argument. Expected output is what swiftc's
/// build prints for the same program with `cal.timeZone = TimeZone(identifier: "UTC")!` (the
/// interpreter's calendar is UTC); by arithmetic 1 704 067 200 s is Monday 2024-01-01 00:00 UTC, so
/// 5 days later is Saturday, 6 days Sunday, 7 days Monday.
@Suite struct CalendarWeekendTests {
    @Test func saturdayAndSundayAreTheWeekendAndNowIsADate() throws {
        let output = try run("""
        import Foundation
        let cal = Calendar(identifier: .gregorian)
        let saturday = Date(timeIntervalSince1970: 1_704_067_200 + 5 * 86_400)
        print(cal.isDateInWeekend(saturday), cal.isDateInWeekend(saturday.addingTimeInterval(86_400)), cal.isDateInWeekend(saturday.addingTimeInterval(2 * 86_400)))
        print(cal.startOfDay(for: .now) <= Date.now)
        """)
        #expect(output == "true true false\ntrue\n")
    }
}
