// `Toggle(configuration)` inside a `ToggleStyle`'s `makeBody` makes the styled toggle again, with
// its label and binding, laid out in the built-in switch style (the user style is not in effect
// inside its own body); the style's `.padding(8)` surrounds it.
// source: Apple, `Toggle.init(_ configuration: ToggleStyleConfiguration)` (iOS 15): "Creates a
// source: toggle based on a toggle style configuration."
// source: the switch is 51 × 31 (Travis Kirton, "Hacking UISwitch"); padding 8 on each side of a
// source: 31 pt tall toggle: 31 + 2 × 8 = 47.
// expect: no error
// expect: Switch.size == 51×31
// expect: Text.text == "Wi-Fi"
// expect: padding.height == 47
import SwiftUI

struct PaddedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding(8)
    }
}

struct WifiSetting: View {
    @State private var on = true
    var body: some View {
        Toggle("Wi-Fi", isOn: $on)
            .toggleStyle(PaddedToggleStyle())
    }
}

#Preview { WifiSetting() }
