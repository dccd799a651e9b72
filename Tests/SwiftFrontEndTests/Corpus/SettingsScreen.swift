import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }

    var title: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

final class SettingsStore: ObservableObject {
    @Published var notificationsEnabled = true
    @Published var appearance: Appearance = .system
    @Published var fontScale: Double = 1.0
    @Published private(set) var lastSaved: Date?

    func save() {
        lastSaved = Date()
    }
}

struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()
    @State private var showsResetAlert = false

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $store.notificationsEnabled)
                    Picker("Appearance", selection: $store.appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.title).tag(appearance)
                        }
                    }
                }
                Section {
                    Slider(value: $store.fontScale, in: 0.8...1.6, step: 0.1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                    Text("Scale: \(store.fontScale, specifier: "%.1f")×")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                } header: {
                    Text("Reading")
                } footer: {
                    if let saved = store.lastSaved {
                        Text("Saved \(saved.formatted(date: .omitted, time: .shortened))")
                    }
                }
                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showsResetAlert = true
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: store.save)
                }
            }
            .alert("Reset settings?", isPresented: $showsResetAlert) {
                Button("Reset", role: .destructive) {
                    store.fontScale = 1
                    store.appearance = .system
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

#Preview {
    SettingsScreen()
}
