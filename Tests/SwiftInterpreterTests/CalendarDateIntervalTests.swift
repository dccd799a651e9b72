import Testing
@testable import SwiftInterpreter

/// `Calendar.dateInterval(of:for:)` and `DateInterval`. The expected numbers are what swiftc 6.3
/// with Foundation printed for the same program (Gregorian calendar in UTC, `firstWeekday` 1) on
/// Linux: the date is Friday 2024-03-15 12:34:56 UTC, 1 709 251 200 s (2024-03-01) + 14 days +
/// 45 296 s.
@Suite struct CalendarDateIntervalTests {
    @Test func eachUnitSpansFromItsStartToTheNextUnitsStart() throws {
        let output = try run("""
        import Foundation
        let cal = Calendar.current
        let d = Date(timeIntervalSince1970: 1_709_251_200 + 14 * 86_400 + 45_296)
        let units: [Calendar.Component] = [.second, .minute, .hour, .day, .weekday, .weekOfYear, .month, .year]
        for unit in units {
            let i = cal.dateInterval(of: unit, for: d)!
            print(i.start.timeIntervalSince1970, i.end.timeIntervalSince1970, i.duration)
        }
        """)
        #expect(output == """
        1710506096.0 1710506097.0 1.0
        1710506040.0 1710506100.0 60.0
        1710504000.0 1710507600.0 3600.0
        1710460800.0 1710547200.0 86400.0
        1710460800.0 1710547200.0 86400.0
        1710028800.0 1710633600.0 604800.0
        1709251200.0 1711929600.0 2678400.0
        1704067200.0 1735689600.0 31622400.0

        """)
    }

    @Test func anIntervalContainsBothItsEnds() throws {
        let output = try run("""
        import Foundation
        let d = Date(timeIntervalSince1970: 1_710_506_096)
        let i = DateInterval(start: d, duration: 10)
        print(i.contains(d), i.contains(i.end), i.contains(d.addingTimeInterval(-1)))
        """)
        #expect(output == "true true false\n")
    }
}
