// `.buttonStyle(PillStyle())` where no file read declares `PillStyle` (another module's, a remote
// package's): its stand-in warning names it, and the button keeps the default (borderless)
// layout, its label as it is — one warning for one unknown, not a second "not modelled" one.
// source: docs/diagnostics.md, `unmodelledModifier` (not given for a stand-in button style);
// source: default style: Fivestars, "Exploring SwiftUI's Button styles" (borderless, no padding).
// expect: 1 × warning [standInValue] "PillStyle"
// expect: no warning [unmodelledModifier]
// expect: Button.width == Text.width
import SwiftUI
#Preview {
    Button("Play") {}
        .buttonStyle(PillStyle())
}
