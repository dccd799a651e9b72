// `String(localized:defaultValue:comment:)` shows the default value when no string table has the
// key, and `String(localized:comment:)` of an interpolated key the formatted text; neither warns
// when the module has no string tables (the source language's text is what shows).
// source: Apple docs, "String.init(localized:defaultValue:table:bundle:locale:comment:)":
// source: "defaultValue: The value to use when the key is not found".
// expect: no diagnostic
// expect: Text[*].text == ["Hello there", "3 items"]
import SwiftUI

struct Greeting: View {
    let count = 3
    var body: some View {
        VStack {
            Text(String(localized: "greeting.title", defaultValue: "Hello there", comment: "A greeting"))
            Text(String(localized: "\(count) items", comment: "How many"))
        }
    }
}

#Preview { Greeting() }
