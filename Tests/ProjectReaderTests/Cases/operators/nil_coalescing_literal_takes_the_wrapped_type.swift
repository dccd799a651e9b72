// `??` takes `(T?, @autoclosure () -> T)`: a literal on its right is of the left side's
// wrapped type, whichever type that is, so `(amount ?? 0).barWidth` with `amount: Decimal?`
// calls `Decimal`'s member, not `Int`'s.
// source: The Swift Programming Language, "Basic Operators", Nil-Coalescing Operator ("the
// source: expression b must match the type that's stored inside a"); swiftc 6:
// source: `let amount: Decimal? = nil; print(type(of: amount ?? 0))` prints `Decimal`, and
// source: `Float` for `let ratio: Float? = nil; print(type(of: ratio ?? 1))`.
// source: widths: Decimal's member gives 40, Float's 30; Int's would give 10.
// expect: Color[*].width == [40, 30]
import SwiftUI

extension Decimal {
    var barWidth: CGFloat { 40 }
}

extension Float {
    var barWidth: CGFloat { 30 }
}

extension Int {
    var barWidth: CGFloat { 10 }
}

struct PaymentBars: View {
    let amount: Decimal?
    let ratio: Float?

    var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(width: (amount ?? 0).barWidth, height: 4)
            Color.blue.frame(width: (ratio ?? 1).barWidth, height: 4)
        }
    }
}

#Preview {
    PaymentBars(amount: nil, ratio: nil)
}
