// A function the program declares on `LocalizedStringResource` (a package naming the bundle its
// one string catalogue is in) is an implicit member where a `LocalizedStringResource` is
// expected: `String(localized: .app("Hello"))` and `Text(.app("World"))` call it, and show the
// text of the resource it makes; with no string table holding the key, that is its default
// value, as for a resource made in place.
// source: The Swift Programming Language, "Implicit Member Expression": `.app(…)` is looked up
// source: on the parameter's type, `LocalizedStringResource` for `String(localized:)` and `Text(_:)`.
// source: Apple docs, "LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:)".
// expect: no diagnostic
// expect: Text[*].text == ["Hi", "Earth"]
import SwiftUI

extension LocalizedStringResource {
    static func app(_ key: String.LocalizationValue, fallback: String.LocalizationValue) -> LocalizedStringResource {
        LocalizedStringResource("greeting.\(key)", defaultValue: fallback, comment: "")
    }
}

struct Greeting: View {
    var body: some View {
        VStack {
            Text(String(localized: .app("hello", fallback: "Hi")))
            Text(.app("world", fallback: "Earth"))
        }
    }
}

#Preview { Greeting() }
