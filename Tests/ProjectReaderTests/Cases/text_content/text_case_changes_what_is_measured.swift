// `.textCase(.uppercase)` shows, and so measures, the text in capitals: as wide as the same text
// written in capitals; `.textCase(nil)` keeps its own case. The lines laid out (and drawn) are
// what was measured.
// source: a twenty-second sample (50 files of 5 repositories: books, tutorials, an accessibility
// source: catalogue, an app); Apple's `textCase(_:)`.
// expect: no diagnostic
// expect: Text[*].text == ["RECENT ITEMS", "RECENT ITEMS", "Recent items", "Recent items"]
import SwiftUI
struct Header: View {
    var body: some View {
        VStack {
            Text("Recent items").textCase(.uppercase)
            Text("RECENT ITEMS")
            Text("Recent items")
            Text("Recent items").textCase(nil)
        }
    }
}
#Preview { Header() }
