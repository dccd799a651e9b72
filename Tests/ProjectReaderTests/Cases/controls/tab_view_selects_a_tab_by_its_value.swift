// iOS 18's `Tab(_:systemImage:value:)` in a `TabView(selection:)`: the tab whose `value` equals
// the bound selection is the one laid out.
// source: Apple, `Tab.init(value:content:)`: `value` is "The `selection` value which selects this tab".
// source: the selection (2) is the second tab's value: its 40 × 20 colour is laid out.
// expect: no diagnostic
// expect: Color.count == 1
// expect: Color.size == 40×20
import SwiftUI

struct ValueTabs: View {
    @State private var selection = 2
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 1) { Color.red.frame(width: 20, height: 20) }
            Tab("Settings", systemImage: "gear", value: 2) { Color.blue.frame(width: 40, height: 20) }
        }
    }
}

#Preview { ValueTabs() }
