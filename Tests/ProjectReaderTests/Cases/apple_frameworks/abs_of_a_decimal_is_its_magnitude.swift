// `abs` is the standard library's generic `abs<T: Comparable & SignedNumeric>(_:)`, and
// Foundation's `Decimal` is `Comparable` and `SignedNumeric` with a `Decimal` magnitude, so
// `abs(offset)` of a decimal −9 is the decimal 9; the text reads "GMT - 9" and the second "GMT + 3".
// source: Swift standard library, `abs(_:)`; Apple docs, "Decimal" (`SignedNumeric`,
// source: `var magnitude: Decimal`); checked with swiftc 6 and corelibs Foundation: `abs(Decimal(-9))`
// source: prints 9.
// expect: no diagnostic
// expect: Text[*].text == ["GMT - 9", "GMT + 3"]
import SwiftUI

struct Zone {
    let offset: Decimal
    var title: String {
        let sign = offset >= 0 ? "+" : "-"
        return "GMT \(sign) \(abs(offset))"
    }
}

#Preview {
    VStack {
        Text(Zone(offset: -9).title)
        Text(Zone(offset: 3).title)
    }
}
