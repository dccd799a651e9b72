// Another file's container given this file's views (`CardContainer { … }`, `preview: { … }`)
// shows them: they are laid out as a `VStack` would, with a warning. A closure that acts
// (`{ shown = true }`, `action:`) is never run, so `shown` stays false.
// source: a twenty-seventh sample (40 files of 4 repositories: a workspace of examples, a book's
// source: projects, a course, a component catalogue; 37 → 40 lay out); sizes are the frames given.
// expect: no error
// expect: 2 × diagnostic [standInContainer]
// expect: any("CardContainer").children[*].size == [100×40]
// expect: any("Showcase").children[0].size == 60×20
// expect: any[*].firstLine excludes "Shown"
import SwiftUI
struct Screen: View {
    @State private var shown = false
    var body: some View {
        VStack {
            CardContainer {
                Color.red.frame(width: 100, height: 40)
                if shown { Text("Shown") }
            }
            Showcase(title: "Demo", preview: { Color.blue.frame(width: 60, height: 20) })
            ActionRow(title: "Save") { shown = true }
            ActionRow(title: "Go", action: { shown = true })
        }
    }
}
#Preview { Screen() }
