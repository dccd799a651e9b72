// `Donut.ID` for `struct Donut: Identifiable { var id: Int }`: the associated type `ID` is
// inferred from the `id` property, so `[Donut.ID: CGFloat]()` is a dictionary keyed by `Int`.
// source: The Swift Programming Language, "Associated Types" (an associated type is inferred
// source: from the conforming type's witness); checked with swiftc 6 (`Donut.ID.self == Int.self`).
// source: donut 7 is given 30 → a 30-wide colour.
// expect: no diagnostic
// expect: Color.width == 30
import SwiftUI

struct Donut: Identifiable { var id: Int; var name: String }

struct Widths: View {
    var widths: [Donut.ID: CGFloat] {
        var table = [Donut.ID: CGFloat]()
        table[7] = 30
        return table
    }
    var body: some View { Color.red.frame(width: widths[7] ?? 1, height: 10) }
}

#Preview { Widths() }
