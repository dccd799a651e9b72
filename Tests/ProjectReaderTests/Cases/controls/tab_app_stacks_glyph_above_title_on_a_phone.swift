// A tab app as apps write it: a navigation stack in the first tab, `Label` tab items and one item
// written as an image and a text. On an iPhone in portrait each item is its 25-pt glyph with the
// title directly below; nothing is a stand-in, and with no selection the first tab is the one on
// screen (no warning).
// source: Apple HIG "Tab bars": regular tab bar glyph target 25 × 25 pt; items stack in portrait.
// source: tab bar 49 pt tall (BarMetrics); four items share the bar in equal slots.
// source: the title under the glyph: title.y = glyph.y + 25 (TabItemLayout, no gap, unverified);
// Images 0–3 are the list's clocks, 4–7 the tab glyphs; Text 0 is the bar title, 1–4 the rows, 5–8 the tab titles.
// expect: no diagnostic
// expect: TabBar.height == 49
// expect: TabItem.count == 4
// expect: Image[*].size contains 25×25
// expect: Image[4].size == 25×25
// expect: Text[5].y == Image[4].y + 25
// expect: Text[8].y == Image[7].y + 25
import SwiftUI

struct RecentList: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<4) { index in
                    Label("Recent item \(index)", systemImage: "clock")
                }
            }
            .navigationTitle("Home")
        }
    }
}

struct AppTabs: View {
    var body: some View {
        TabView {
            RecentList()
                .tabItem { Label("Home", systemImage: "house") }
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Library")
                .tabItem {
                    Image(systemName: "books.vertical")
                    Text("Library")
                }
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

#Preview { AppTabs() }
