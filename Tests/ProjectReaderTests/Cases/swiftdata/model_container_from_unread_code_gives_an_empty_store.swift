// `.modelContainer(_:)` given a container that code LayoutLens did not read makes (another file's
// `SampleStore.make()`, the file read alone): its models are unknown, so the views below see an
// empty store, with a warning, and the preview is laid out rather than stopped. The query finds
// no notes: the bar is 0 × 10 + 30 = 30 points wide.
// source: Apple, SwiftUI "View.modelContainer(_:)" ("sets the model container and associated
// source: model context in this view's environment"); arithmetic.
// expect: no error
// expect: warning [approximatedView] "'modelContainer'" "empty store"
// expect: Color.width == 30
import SwiftUI
import SwiftData

@Model
final class Note {
    var text: String
    init(text: String) { self.text = text }
}

struct NoteBar: View {
    @Query private var notes: [Note]

    var body: some View {
        Color.green.frame(width: CGFloat(notes.count) * 10 + 30, height: 8)
    }
}

#Preview {
    NoteBar()
        .modelContainer(try! SampleStore.make())
}
