// A calendar made for an identifier (`Calendar(identifier: .gregorian)`) has English weekday and
// month names and a settable first weekday, found by its weekday name as calendar screens do.
// source: Apple, "Calendar.weekdaySymbols" (starting with Sunday), "Calendar.firstWeekday" (1 is
// source: Sunday) and "Calendar.Identifier". "Monday" is index 1 of the symbols, so firstWeekday
// source: becomes 1 + 1 = 2; 12 short month names; width = 2 × 10 + 12 = 32.
// expect: no error
// expect: no warning
// expect: Color.width == 32
import SwiftUI

struct WeekHeader: View {
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        if let index = calendar.weekdaySymbols.firstIndex(of: "Monday") {
            calendar.firstWeekday = index + 1
        }
        return calendar
    }

    var body: some View {
        Color.red.frame(width: CGFloat(calendar.firstWeekday * 10 + calendar.shortMonthSymbols.count), height: 10)
    }
}

#Preview { WeekHeader() }
