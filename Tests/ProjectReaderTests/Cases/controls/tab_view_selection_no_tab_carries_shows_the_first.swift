// A `TabView(selection:)` whose bound value is no tab's tag: LayoutLens shows the first tab and
// says so (what SwiftUI shows then is not documented).
// source: the tags are 1 and 2, the selection 7: no tab matches, so the first tab's 20 × 20
// colour is laid out, with one warning at the `TabView`.
// expect: 1 × warning [approximatedView] "no tab's tag equals the selection"
// expect: warning line 14
// expect: Color.count == 1
// expect: Color.size == 20×20
import SwiftUI

struct UntaggedSelection: View {
    @State private var selection = 7
    var body: some View {
        TabView(selection: $selection) {
            Color.red.frame(width: 20, height: 20)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(1)
            Color.blue.frame(width: 40, height: 20)
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
    }
}

#Preview { UntaggedSelection() }
