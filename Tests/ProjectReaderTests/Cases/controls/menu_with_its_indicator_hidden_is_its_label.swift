// `.menuIndicator(.hidden)` on a `Menu`: the menu is its label alone, no indicator beside it —
// the menu is exactly as wide as its title. `flipsForRightToLeftLayoutDirection(true)` only mirrors
// the drawing in a right-to-left layout: the symbol keeps its frame. No diagnostic for either.
// source: Apple, `menuIndicator(_:)` ("creates a menu without an indicator");
// source: Apple, `flipsForRightToLeftLayoutDirection(_:)` ("mirrors its contents horizontally").
// expect: no diagnostic
// expect: Menu.width == Text.width
import SwiftUI
#Preview {
    HStack {
        Menu("Sort") {
            Button("Name") {}
            Button("Date") {}
        }
        .menuIndicator(.hidden)
        Image(systemName: "arrow.right")
            .flipsForRightToLeftLayoutDirection(true)
    }
}
