// `.background(dark ? Color.black : .hex(0xE26C5E))`: `background` takes any style, so the context
// gives `.hex` no type; Swift infers one type for both branches of `?:`, and the other branch is a
// `Color`, so `.hex(…)` is `Color.hex(…)` — the app's own static function.
// source: The Swift Programming Language, "Expressions — Ternary Conditional Operator": both
// source: branches have the same type; "Implicit Member Expression": the member of the inferred type.
// source: in the light scheme the background is `hex`'s colour, sized as the 10 × 10 view it is behind.
// expect: no error
// expect: background.width == 10
// expect: Color.count == 2
import SwiftUI

extension Color {
    static func hex(_ value: Int) -> Color { Color(red: 1, green: 0, blue: 0) }
}

struct Swatch: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Color.blue.frame(width: 10, height: 10)
            .background(colorScheme == .dark ? Color.black : .hex(0xE26C5E))
    }
}

#Preview { Swatch() }
