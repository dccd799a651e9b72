// `contentMargins` on a `NavigationStack` reaches the `List` of its root view, as any environment
// value set on the stack does.
// source: Apple, `contentMargins(_:_:for:)`: "Configures the content margin for a provided
// source: placement"; a scrollable view insets its content "plus an additional 20 points".
// source: the first text is the navigation title; the row's starts at 20 (leading margin)
// source: + 16 (section margin) + 16 (row inset) = 52.
// expect: warning [approximatedView] "'contentMargins' above it are added"
// expect: Text[1].x == 52
import SwiftUI

struct Library: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Shelf")
            }
            .navigationTitle("Library")
        }
        .contentMargins(.horizontal, 20)
    }
}

#Preview { Library() }
