// `LocalizedStringResource("key", defaultValue: "…", comment: …)` (or `.init(…)` where one is
// expected) is looked up as `String(localized:)` looks its key up: with no string table holding
// the key, its text is the default value. `String(localized: resource)` and
// `Image(systemName: .init(localized: resource))` read that text; a string literal where a
// resource is expected is its own text.
// source: Apple docs, "LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:)".
// expect: no diagnostic
// expect: Image.label == "Image(systemName: \"figure.wave\")"
// expect: Text[*].text == ["Bottom!", "Fallback"]
import SwiftUI

struct Content {
    let icon: LocalizedStringResource
    let message: LocalizedStringResource
}

struct EndOfList: View {
    let content = Content(icon: .init("end.icon", defaultValue: "figure.wave", comment: "An icon"), message: "Bottom!")
    var body: some View {
        HStack {
            Image(systemName: .init(localized: content.icon))
            Text(content.message)
            Text(String(localized: .init("k.x", defaultValue: "Fallback", comment: "c")))
        }
    }
}

#Preview { EndOfList() }
