// `NavigationBarItem.TitleDisplayMode.inline` spelled in full: `TitleDisplayMode` is nested in
// SwiftUI's `NavigationBarItem`, so the full name is the same case as `.inline`, and the bar is
// the inline one.
// source: Apple, `navigationBarTitleDisplayMode(_:)` takes `NavigationBarItem.TitleDisplayMode`
// source: (cases `automatic`, `inline`, `large`); docs/engine.md, NavigationStack row: an inline
// source: bar is 44 pt, a large title's 96.
// expect: no diagnostic
// expect: NavigationBar.height == 44
import SwiftUI

struct ReplyComposer: View {
    var body: some View {
        NavigationStack {
            Text("Reply")
                .navigationTitle("New Reply")
                .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)
        }
    }
}

#Preview { ReplyComposer() }
