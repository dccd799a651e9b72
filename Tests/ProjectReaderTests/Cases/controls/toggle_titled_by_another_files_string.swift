// `Toggle(_:isOn:)` takes its title as a `LocalizedStringKey` or any `StringProtocol`, so a title
// that another file declares (a string catalogue's generated `Strings.Settings.usage`) is a
// title like a literal: the toggle lays out with its title text and its switch, and the unknown
// value is warned, not an error that drops the preview.
// source: Apple, Toggle.init(_:isOn:) ("Creates a toggle that generates its label from a
// source: localized string key" / "from a string"); Button takes the same titles.
// expect: no error
// expect: 2 × diagnostic [assumedValue]
// expect: Toggle.count == 2
import SwiftUI

private let settings = Strings.Settings.self

struct SettingsForm: View {
    @State private var usage = true
    @State private var crashes = false
    var body: some View {
        VStack {
            Toggle(Strings.Settings.usage, isOn: $usage)
            Toggle(settings.crashes, isOn: $crashes)
        }
    }
}

#Preview { SettingsForm() }
