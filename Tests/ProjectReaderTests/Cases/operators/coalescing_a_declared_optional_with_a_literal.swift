// `(dose ?? 0).unitName(…)` with `var dose: Double?` and no contextual type: `??` takes
// `(T?, @autoclosure () -> T)`, so the literal on the right is a `Double`, and the `Double`
// extension's method is found when the dose is nil.
// source: Swift standard library, `??(_: T?, _: @autoclosure () throws -> T)`; swiftc 6 prints
// source: `Double` for `type(of: dose ?? 0)` with `var dose: Double? = nil` (a dose picker had
// source: this shape).
// expect: no diagnostic
// expect: Text[*].text == ["pills", "pill"]
import SwiftUI

extension Double {
    func unitName(plural: String, singular: String) -> String {
        self == 1 ? singular : plural
    }
}

struct DoseUnit: View {
    var dose: Double?

    var body: some View {
        Text((dose ?? 0).unitName(plural: "pills", singular: "pill"))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack {
        DoseUnit(dose: nil)
        DoseUnit(dose: 1)
    }
}
