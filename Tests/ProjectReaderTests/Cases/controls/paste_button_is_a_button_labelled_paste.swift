// SwiftUI's `PasteButton` is a system button whose label the system provides: "Paste" with an
// icon. It is laid out as a button of that label under the button style in effect (the default,
// borderless: no padding, so the button is as large as its label), with a warning naming the
// approximation — never a stand-in for a name no file declares.
// source: Apple docs, "PasteButton" ("A system button that reads items from the pasteboard";
// source: its picture shows a button labeled Paste); Fivestars, "Exploring SwiftUI's Button
// source: styles" (the default button style adds no padding).
// expect: no error
// expect: warning [approximatedView] "'PasteButton'"
// expect: Text.text == "Paste"
// expect: Button.width == Label.width
import SwiftUI

struct ClipboardRow: View {
    @State private var pasted = ""
    var body: some View {
        HStack {
            PasteButton(payloadType: String.self) { strings in
                pasted = strings.first ?? ""
            }
        }
    }
}

#Preview { ClipboardRow() }
