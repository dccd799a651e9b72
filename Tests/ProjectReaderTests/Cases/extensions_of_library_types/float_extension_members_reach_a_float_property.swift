// `extension Float { func halfStep() -> Float; var doubled: Float }` read on a `Float` stored
// property: Swift finds the extension's members on the value, as on any `Float`.
// source: The Swift Programming Language, "Extensions"; `Float.rounded()` rounds half away from
// source: zero ("FloatingPointRoundingRule.toNearestOrAwayFromZero"): 3.25 × 2 = 6.5 → 7, 7 / 2 = 3.5,
// source: × 10 = 35 points wide; 3.25 × 2 = 6.5 points high (both exact in binary).
// expect: no diagnostic
// expect: Color.width == 35
// expect: Color.height == 6.5
import SwiftUI

extension Float {
    func halfStep() -> Float { (self * 2).rounded() / 2 }
    var doubled: Float { self * 2 }
}

struct Stars: View {
    private let raw: Float
    init(rating: Float) { raw = rating }
    var body: some View {
        Color.red.frame(width: CGFloat(raw.halfStep() * 10), height: CGFloat(raw.doubled))
    }
}

#Preview { Stars(rating: 3.25) }
