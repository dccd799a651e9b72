import Testing
@testable import SwiftInterpreter

/// `Calendar.Component` written as a type: a component kept in a constant, a property, an array
/// or a switch reaches the calendar as the member written in place does. Dates follow from
/// 1 704 067 200 s = Monday 2024-01-01 00:00:00 UTC (`GregorianCalendarTests`).
@Suite struct CalendarComponentTypeTests {
    @Test func aComponentStoredUnderItsTypeReachesTheCalendar() throws {
        // 3 h 25 min after midnight: hour 3, minute 25; the day is the 1st. Adding one `unit`
        // (a day) is 86 400 s later.
        let output = try run("""
        import Foundation
        struct Ticker {
            let unit: Calendar.Component
        }
        let d = Date(timeIntervalSince1970: 1_704_067_200 + 3 * 3600 + 25 * 60)
        let cal = Calendar.current
        let hourUnit: Calendar.Component = .hour
        let units: [Calendar.Component] = [.minute, .day]
        print(cal.component(hourUnit, from: d), units.map { cal.component($0, from: d) })
        let ticker = Ticker(unit: .day)
        print(cal.date(byAdding: ticker.unit, value: 1, to: d)!.timeIntervalSince1970 - d.timeIntervalSince1970)
        """)
        #expect(output == "3 [25, 1]\n86400.0\n")
    }

    @Test func componentsCompareAndSwitchAsEnumCases() throws {
        let output = try run("""
        import Foundation
        func label(_ unit: Calendar.Component) -> String {
            switch unit {
            case .day: return "days"
            case .hour: return "hours"
            default: return "other"
            }
        }
        let unit = Calendar.Component.hour
        print(label(unit), label(.day), label(.weekOfYear), unit == .hour, unit == Calendar.Component.day)
        """)
        #expect(output == "hours days other true false\n")
    }
}
