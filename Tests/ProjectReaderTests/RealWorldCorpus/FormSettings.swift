import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var label: String { rawValue.capitalized }
}

struct PreferencesForm: View {
    @State private var appearance: Appearance = .system
    @State private var fontSize: Double = 17
    @State private var autoplay = true

    var body: some View {
        Form {
            Section("Display") {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { mode in
                        Text(mode.label).tag(mode)
                    }
                }
                HStack {
                    Text("Text size")
                    Slider(value: $fontSize, in: 12...28, step: 1)
                    Text("\(Int(fontSize))")
                        .monospacedDigit()
                }
            }
            Section {
                Toggle("Autoplay videos", isOn: $autoplay)
            } footer: {
                Text("Videos play muted on cellular.")
            }
        }
    }
}

#Preview {
    PreferencesForm()
}
