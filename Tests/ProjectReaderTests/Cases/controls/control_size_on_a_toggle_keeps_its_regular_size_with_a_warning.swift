// `.controlSize(.large)` above a toggle, a slider, a stepper, a segmented picker and a text field:
// no published measurement gives their sizes per control size, so each keeps its regular size and
// LayoutLens says so once per control; `.regular` says nothing.
// source: the switch is 51 × 31 (Travis Kirton, "Hacking UISwitch") whatever the control size.
// source: five controls under `.controlSize(.large)` → five warnings; the `.regular` toggle none.
// expect: 5 × warning [approximatedView] "controlSize(.large)"
// expect: warning line 20 "Toggle at controlSize(.large)"
// expect: Switch[*].size == [51×31, 51×31]
import SwiftUI

struct LargeControls: View {
    @State private var on = true
    @State private var level = 0.5
    @State private var count = 1
    @State private var choice = 0
    @State private var name = "Ada"
    var body: some View {
        VStack {
            VStack {
                Toggle("Wi-Fi", isOn: $on)
                Slider(value: $level)
                Stepper("Count", value: $count)
                Picker("Choice", selection: $choice) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
                .pickerStyle(.segmented)
                TextField("Name", text: $name)
            }
            .controlSize(.large)
            Toggle("Bluetooth", isOn: $on)
                .controlSize(.regular)
        }
    }
}

#Preview { LargeControls() }
