// A string catalogue's code generator (a build plugin) declares each table as a function of
// `LocalizedStringResource` (`.app(.done)` for the key `done` of the table `App`); that generated
// code is not in the repository. Where a title is expected — `Text`, `Button`'s title (never its
// action closure) and `String(localized:)` — such a symbol shows its name, with the warning
// another file's localized string symbol gives, rather than failing the file as a 'Void'.
// source: Apple docs, "String.init(localized:)" takes a `LocalizedStringResource`;
// source: "Button.init(_:action:)" takes a title key first and the action last.
// expect: no error
// expect: warning [assumedValue] "'app'" "its name as the text"
// expect: Text[*].text == ["app", "app", "app"]
import SwiftUI

struct Toolbar: View {
    var body: some View {
        VStack {
            Text(.app(.title))
            Button(.app(.done)) {}
            Text(String(localized: .app(.subtitle)))
        }
    }
}

#Preview { Toolbar() }
