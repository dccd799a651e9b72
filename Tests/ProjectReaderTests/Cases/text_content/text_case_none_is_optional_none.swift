// `.textCase(.none)` takes a `Text.Case?`: `.none` is `Optional.none` (no case transform; a
// list header's default uppercasing is turned off), not a member of `Text.Case`, which has only
// `uppercase` and `lowercase`.
// source: Apple, View.textCase(_:) ("textCase: One of the Text.Case enumerations; the default
// source: is nil") and Text.Case (cases uppercase, lowercase).
// expect: no error
// expect: Text[*].text == ["Header", "LOUD"]
import SwiftUI

struct Headers: View {
    var body: some View {
        VStack {
            Text("Header").textCase(.none)
            Text("loud").textCase(.uppercase)
        }
    }
}

#Preview { Headers() }
