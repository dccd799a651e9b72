// Implicit members as subscript arguments: `metrics[.large]` beside `subscript(spacing:
// SpacingToken)` and `subscript(size: SizeToken)` is the `SizeToken` one, the member resolved in
// the type of the parameter that declares it; `widths[.wide]` on a dictionary declared
// `[Width: CGFloat]` is `Width.wide`, the dictionary's key type. Both were resolved against the
// first subscript's type (or none) and read the wrong value or stopped.
// source: The Swift Programming Language, "Subscripts", "Subscript Options" (the subscript used is
// source: "inferred based on the types of the value or values" in the brackets) and "Implicit
// source: Member Expression"; Swift standard library `Dictionary.subscript(_ key: Key)`.
// source: swiftc 6.3 ran the same types without SwiftUI: `metrics[.large]` 44, `metrics[.tight]`
// source: 4, `widths[.wide]` 120 (printed "44 4 120").
// expect: no diagnostic
// expect: Color[0].size == 44×4
// expect: Color[1].width == 120
import SwiftUI

enum SpacingToken { case tight, loose }
enum SizeToken { case small, large }
enum Width: Hashable { case narrow, wide }

struct Metrics {
    subscript(spacing: SpacingToken) -> CGFloat { spacing == .tight ? 4 : 16 }
    subscript(size: SizeToken) -> CGFloat { size == .large ? 44 : 20 }
}

struct TokenBars: View {
    let metrics = Metrics()
    let widths: [Width: CGFloat] = [.narrow: 60, .wide: 120]

    var body: some View {
        VStack {
            Color.red.frame(width: metrics[.large], height: metrics[.tight])
            Color.blue.frame(width: widths[.wide] ?? 0, height: 10)
        }
    }
}

#Preview {
    TokenBars()
}
