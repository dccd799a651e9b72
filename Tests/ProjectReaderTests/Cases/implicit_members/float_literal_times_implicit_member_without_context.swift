// `2.0 * .pi * day` with no contextual type: the float literal takes its default type, Double,
// and `.pi` is Double's, as swiftc types it (`let x = 2.0 * .pi * d` compiles to a Double).
// source: The Swift Programming Language, "Literals" (a float literal's default type is Double);
// source: 2 × π × 10 = 62.83…; Int(62.83) = 62.
// expect: no error
// expect: Color.width == 62
import SwiftUI

func angle(_ day: Double) -> Int {
    let radians = 2.0 * .pi * day
    return Int(radians)
}

struct Dial: View {
    var body: some View { Color.red.frame(width: CGFloat(angle(10)), height: 10) }
}

#Preview { Dial() }
