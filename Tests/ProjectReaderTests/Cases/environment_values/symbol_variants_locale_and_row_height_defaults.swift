// Environment values a preview reads with nothing set above: `symbolVariants` is
// `SymbolVariants.none`, `defaultMinListRowHeight` is iOS's 44-pt row, and `locale`, `calendar`
// and `timeZone` are the current ones (the preview's `en_US`; a Gregorian calendar, in which
// `Date(timeIntervalSince1970: 0)` falls in 1970). Each bar is 10 wide when the value read is
// the default, 20 when not: four bars of 10, and the locale's identifier as the text.
// source: Apple, `EnvironmentValues.symbolVariants` (set by `symbolVariant(_:)`;
// `SymbolVariants.none`: "No variant for a symbol"), `defaultMinListRowHeight` ("The default
// minimum height of a row in a list"; 44 pt on iOS, `ListMetrics`), `locale` ("The current
// locale that views should use"), `calendar`, `timeZone`.
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Color[*].width == [10, 10, 10, 10]
// expect: Text.text == "en_US"
import SwiftUI

struct Defaults: View {
    @Environment(\.symbolVariants) private var variants
    @Environment(\.defaultMinListRowHeight) private var rowHeight
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    var body: some View {
        VStack {
            Color.red.frame(width: variants == .none ? 10 : 20, height: 2)
            Color.red.frame(width: rowHeight == 44 ? 10 : 20, height: 2)
            Color.red.frame(width: calendar.component(.year, from: Date(timeIntervalSince1970: 0)) == 1970 ? 10 : 20, height: 2)
            Color.red.frame(width: timeZone == TimeZone.current ? 10 : 20, height: 2)
            Text(locale.identifier)
        }
    }
}

#Preview { Defaults() }
