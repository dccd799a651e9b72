// `TabView(selection:)` shows the tab whose `.tag(_:)` equals the bound value, not the first tab.
// source: Apple, `TabView.init(selection:content:)`: "The value of this binding must match the
// `value` of the tabs"; a tab's `.tag(_:)` is its selection value.
// source: the selection (.inbox) is the second tab's tag, so its 30 × 20 colour is the content laid
// out, and no other tab's colour is.
// expect: no diagnostic
// expect: Color.count == 1
// expect: Color.size == 30×20
import SwiftUI

enum Section: Hashable { case home, inbox, settings }

struct TaggedTabs: View {
    @State var selection = Section.inbox
    var body: some View {
        TabView(selection: $selection) {
            Color.red.frame(width: 20, height: 20)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Section.home)
            Color.green.frame(width: 30, height: 20)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Section.inbox)
            Color.blue.frame(width: 40, height: 20)
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Section.settings)
        }
    }
}

#Preview { TaggedTabs() }
