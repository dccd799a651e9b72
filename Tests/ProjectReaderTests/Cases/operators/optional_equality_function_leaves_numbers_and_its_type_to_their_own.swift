// A global `==` over optionals of a type (`func == (l: Swatch?, r: Swatch?)`) beside the type's
// own `static func ==`: inside it, two unwrapped swatches compare with the type's own `==`, and
// the swatches' `Double` levels with the standard library's — neither is a call of the global
// function again (swiftc 6.3 runs this pair and prints "set same equal" for the three texts'
// conditions; taking the numbers as swatches compared them through the global without end).
// source: The Swift Programming Language, "Advanced Operators", "Operator Methods": an operator
// source: function is an overload for the types it declares; "Optionals": a non-optional value
// source: is passed where an optional is declared only when no better overload takes it.
// expect: no error
// expect: Text.count == 3
// expect: Text[0].text == "set"
// expect: Text[1].text == "same"
// expect: Text[2].text == "equal"
import SwiftUI

struct Swatch {
    var level: Double
}

extension Swatch {
    static func == (l: Swatch, r: Swatch) -> Bool { l.level == r.level }
}

func == (l: Swatch?, r: Swatch?) -> Bool {
    let l = l ?? Swatch(level: 0)
    let r = r ?? Swatch(level: 0)
    return l == r
}

struct SwatchRow: View {
    let chosen: Swatch? = Swatch(level: 1)

    var body: some View {
        VStack {
            Text(chosen == nil ? "unset" : "set")
            Text(Swatch(level: 1) == Swatch(level: 1) ? "same" : "different")
            Text(2 == 2 ? "equal" : "unequal")
        }
    }
}

#Preview {
    SwatchRow()
}
