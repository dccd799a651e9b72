// `.searchable(placement: .toolbar)` on iOS shows the field only when the content is scrolled, so
// a preview at the top shows none: the bar keeps its height.
// source: Apple, `SearchFieldPlacement.toolbar`: "In iOS and watchOS, the search field appears
// below the navigation bar and is revealed by scrolling".
// source: bar 44 + large title 52 = 96.
// expect: no diagnostic
// expect: NavigationBar.height == 96
import SwiftUI

struct Notes: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                Text("First note")
            }
            .navigationTitle("Notes")
            .searchable(text: $query, placement: .toolbar)
        }
    }
}

#Preview { Notes() }
