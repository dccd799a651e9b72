// `Angle` is a plain struct of a `Double`: `.radians(2 * .pi / 0)` makes an infinite angle without
// any check, and code may keep it and read it back; only drawing with it (a rotation, an arc)
// needs a finite number. The interpreter refused to make the angle ("invalid value for 'radians'").
// source: Apple, `Angle` (`init(radians: Double)`, `var radians: Double`); IEEE 754: a finite
// source: non-zero number divided by zero is ±∞.
// expect: no error
// expect: Text.text == "infinite"
import SwiftUI
struct Sweep: View {
    let count = 0
    var sweep: Angle { .radians(2 * .pi / Double(count)) }
    var body: some View {
        Text(sweep.radians.isInfinite ? "infinite" : "finite")
    }
}
#Preview { Sweep() }
