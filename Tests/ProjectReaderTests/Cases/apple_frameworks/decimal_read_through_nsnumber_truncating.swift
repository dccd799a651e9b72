// A `Decimal` read as a number through `NSNumber`: `Double(truncating: d as NSNumber)` is its
// value and `Int(truncating:)` its value toward zero — the way apps convert decimals, often in
// their own `extension Double { init(_ decimal: Decimal) }` (Swift has no `Double(Decimal)`).
// source: Foundation, `NSNumber` `init(truncating:)`; checked with swiftc: for a Decimal 2.5,
// source: `Double(truncating:)` prints 2.5 and `Int(truncating:)` prints 2, and `Double(d)`
// source: does not compile ("no exact matches in call to initializer").
// source: widths 2.5 × 10 = 25 and 2 × 10 = 20.
// expect: no diagnostic
// expect: Color.size == 25×20
import SwiftUI

extension Double {
    init(_ decimal: Decimal) {
        self.init(truncating: decimal as NSNumber)
    }
}

struct DoseBar: View {
    let dose: Decimal = 2.5
    var body: some View {
        Color.red.frame(width: CGFloat(Double(dose) * 10), height: CGFloat(Int(truncating: dose as NSNumber)) * 10)
    }
}
#Preview { DoseBar() }
