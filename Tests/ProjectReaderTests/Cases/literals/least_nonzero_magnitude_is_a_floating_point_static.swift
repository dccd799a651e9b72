// `.leastNonzeroMagnitude`, the least positive floating-point value (4.9e-324 for a 64-bit
// `CGFloat`), read as a `CGFloat` static: `minimumScaleFactor(.leastNonzeroMagnitude)` lets the
// text of one line shrink as far as it must. "Menu" is 4 × 0.5 × 17 = 34 points wide at 17 pt with the test
// measurer; in 17 points it fits at 17 × 17 / 34 = 8.5 pt or less (the scale is searched to
// 1/1024 of the scale, docs/engine.md: so at least 17 × (0.5 − 1/1024) ≈ 8.48 > 8).
// source: Swift standard library, `BinaryFloatingPoint.leastNonzeroMagnitude`; Apple,
// source: `minimumScaleFactor(_:)` ("the minimum amount that text in this view scales down to fit").
// expect: no error
// expect: Text.fontSize <= 8.5
// expect: Text.fontSize > 8
import SwiftUI
#Preview {
    Text("Menu")
        .lineLimit(1)
        .frame(width: 17)
        .minimumScaleFactor(.leastNonzeroMagnitude)
}
