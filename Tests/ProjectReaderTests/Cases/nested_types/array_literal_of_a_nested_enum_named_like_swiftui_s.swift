// `[Settings.ColorScheme.system, .dark, .light]`: the implicit members after the first element
// are cases of the first element's type, the program's nested `Settings.ColorScheme`, not
// SwiftUI's `ColorScheme`; so the extension's `title` is found on each.
// source: The Swift Programming Language, "Nested Types" and "Implicit Member Expression" (the
// source: array's element type is inferred from its elements); three titles of 6, 4 and 5
// source: characters.
// expect: no error
// expect: no warning
// expect: Text.count == 3
// expect: Text[0].text == "System"
import SwiftUI

struct Settings {
    enum ColorScheme: String, CaseIterable {
        case system, dark, light
    }
}

extension Settings.ColorScheme {
    var title: String {
        switch self {
        case .system: return "System"
        case .dark: return "Dark"
        case .light: return "Light"
        }
    }
}

struct SchemePicker: View {
    var body: some View {
        HStack {
            ForEach([Settings.ColorScheme.system, .dark, .light], id: \.self) { scheme in
                Text(scheme.title)
            }
        }
    }
}

#Preview { SchemePicker() }
