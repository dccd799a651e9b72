// `ProgressView(.app("Connecting"))`: the title is a `LocalizedStringResource` the program's own
// static function makes (SwiftUI's `init(_ titleResource: LocalizedStringResource)`, iOS 16), so
// the progress view's label is that text — with no string catalogue, its key — above the spinner.
// source: Apple docs, "ProgressView.init(_:)": "Creates a progress view for showing indeterminate
// source: progress that generates its label from a localized string resource"; a key without a
// source: catalogue entry shows itself (Apple, "LocalizedStringResource").
// expect: no error
// expect: Text.text == "Connecting"
import SwiftUI

extension LocalizedStringResource {
    static func app(_ key: String.LocalizationValue) -> LocalizedStringResource {
        LocalizedStringResource(key)
    }
}

struct Connecting: View {
    var body: some View {
        ProgressView(.app("Connecting"))
    }
}

#Preview { Connecting() }
