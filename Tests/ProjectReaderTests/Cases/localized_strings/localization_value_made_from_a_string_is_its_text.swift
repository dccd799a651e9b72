// `String.LocalizationValue(_:)` makes a localization value from a string, here the default value
// of `String(localized:defaultValue:)`. A key no string table has gives the default value (a file
// read alone has no tables), so the text shows "Welcome back", with nothing approximated.
// source: Apple docs, "String.LocalizationValue" (`init(_:)`), "init(localized:defaultValue:table:
// source: bundle:locale:comment:)" (the default value when the table lacks the key).
// expect: no diagnostic
// expect: Text.text == "Welcome back"
import SwiftUI

enum Copy {
    static func text(_ key: StaticString, fallback: String) -> String {
        String(localized: key, defaultValue: String.LocalizationValue(fallback))
    }
}

struct Greeting: View {
    var body: some View {
        Text(Copy.text("greeting.title", fallback: "Welcome back"))
    }
}

#Preview { Greeting() }
