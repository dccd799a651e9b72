// A top-level `Settings` and a nested `Client.Settings` are two types: `Settings.State` is the
// top-level one's nested type, and `.init(status:)` typed `Client.Settings?` makes the nested one.
// source: The Swift Programming Language, "Nested Types" (a nested type's name is qualified by
// source: the type around it outside that type); the label is 5 characters: "ready".
// expect: no error
// expect: no warning
// expect: Text.text == "ready"
import SwiftUI

enum Client {
    struct Settings: Equatable {
        var status: Int
    }
}

struct Settings {
    struct State {
        var label: String
        var status: Client.Settings?
        init(label: String = "ready", status: Client.Settings? = nil) {
            self.label = label
            self.status = status
        }
    }
}

struct SettingsSummary: View {
    let state: Settings.State
    var body: some View { Text(state.label) }
}

#Preview { SettingsSummary(state: Settings.State(status: .init(status: 1))) }
