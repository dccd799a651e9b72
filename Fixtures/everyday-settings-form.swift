import SwiftUI

// A settings screen as apps write it: a NavigationStack with a large title over an
// inset-grouped Form of sections with headers and footers, toggles and plain rows.
// LayoutLens fixture (issue 14); the numbers it checks are in FixtureProvenanceTests.

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var notifications = true
    @State private var largeText = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    Label("Wi-Fi", systemImage: "wifi")
                    Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                } header: {
                    Text("Connections")
                }
                Section {
                    Toggle("Allow Notifications", isOn: $notifications)
                    Toggle("Larger Text", isOn: $largeText)
                } header: {
                    Text("Display")
                } footer: {
                    Text("Larger text makes every screen easier to read.")
                }
                Section("About") {
                    Text("Version 2.4.1")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview("Settings") {
    SettingsScreen()
}
