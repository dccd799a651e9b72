// `.buttonStyle(.accessoryBar)` is a macOS button style; iOS has none such. Reached in a preview
// the button is laid out as the nearest iOS style, `.borderless` (its label as it is, no insets),
// with a warning, rather than ignoring the style as unknown.
// source: Apple, `ButtonStyle.accessoryBar` (macOS 14+ only); borderless: Fivestars, "Exploring
// source: SwiftUI's Button styles" (no padding).
// expect: 1 × warning [approximatedView] "macOS"
// expect: no warning [unmodelledModifier]
// expect: Button.width == Text.width
import SwiftUI
#Preview {
    Button("Filter") {}
        .buttonStyle(.accessoryBar)
}
