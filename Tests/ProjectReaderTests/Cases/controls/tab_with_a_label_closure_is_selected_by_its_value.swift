// iOS 18's `Tab(value:) { content } label: { Label(…) }` in a `ForEach` of a `TabView(selection:)`:
// the label closure is the tab item, and the tab whose value equals the selection is laid out.
// source: Apple, `Tab.init(value:content:label:)`; `value`: "The `selection` value which selects
// this tab".
// source: the selection (.b) is the second tab's value: its 40 × 10 colour; two tab items.
// expect: no diagnostic
// expect: Color.count == 1
// expect: Color.size == 40×10
// expect: TabItem.count == 2
import SwiftUI

enum Pane: Hashable, CaseIterable, Identifiable {
    case a, b
    var id: Self { self }
}

struct PaneTabs: View {
    @State private var selection = Pane.b
    var body: some View {
        TabView(selection: $selection) {
            ForEach(Pane.allCases) { pane in
                Tab(value: pane) {
                    Color.red.frame(width: pane == .a ? 20 : 40, height: 10)
                } label: {
                    Label("Pane", systemImage: "square")
                }
            }
        }
    }
}

#Preview { PaneTabs() }
