// A method in `extension BinaryFloatingPoint` is a method of every type conforming to it:
// `Double` and `CGFloat` both (Swift standard library reference, "BinaryFloatingPoint":
// Double, Float and CGFloat conform). Halfway from 10 to 30 is 20, from 10 to 50 is 30.
// source: (1 - 0.5) × 10 + 0.5 × 30 = 20; (1 - 0.5) × 10 + 0.5 × 50 = 30; checked with swiftc 6.
// expect: no diagnostic
// expect: Color[*].width == [20, 30]
import SwiftUI

public extension BinaryFloatingPoint {
    func interpolate(to destination: Self, percent: Self, clamped: Bool = true) -> Self {
        let percent = clamped ? min(max(percent, 0), 1) : percent
        return (1 - percent) * self + percent * destination
    }
}

#Preview {
    let start: Double = 10
    let width: CGFloat = 10
    return VStack {
        Color.red.frame(width: start.interpolate(to: 30, percent: 0.5), height: 10)
        Color.red.frame(width: width.interpolate(to: 50, percent: 0.5), height: 10)
    }
}
