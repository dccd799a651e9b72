// `calendar.locale = …` compiles in Swift (`Calendar.locale` is a settable `Locale?`), so a
// module whose calendar helper sets it still lays out; the locale is another module's value here.
// source: Apple, "Calendar.locale". "Sat" is the 7th short weekday symbol (Sunday first): 3
// source: characters; width = 3 × 10 = 30.
// expect: no error
// expect: Color.width == 30
import SwiftUI

struct DayLabel: View {
    var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return Color.red.frame(width: CGFloat(calendar.shortWeekdaySymbols[6].count * 10), height: 10)
    }
}

#Preview { DayLabel() }
