// iOS 18's `Tab(_:systemImage:value:content:)` inside `TabView(selection:)`: each tab's `value`
// is of the selection's type (`Binding<Value>`), so `Tab(value: .tools)` is that type's case, and
// the TabView shows the tab whose value equals the selection.
// source: Apple, "Tab" (`init(value:content:label:)`: "Value: Hashable", the TabView's selection
// source: type) and "TabView" (`init(selection:content:)`). The selected tab holds a 120 pt tall
// source: square; the first tab holds a 40 pt one.
// expect: no warning [approximatedView]
// expect: Color.height == 120
import SwiftUI

struct MainTabs: View {
    enum Section: Hashable {
        case home, tools
    }

    @State private var section: Section = .tools

    var body: some View {
        TabView(selection: $section) {
            Tab(value: .home) {
                Color.green.frame(width: 40, height: 40)
            } label: {
                Text("Home")
            }
            Tab(value: .tools) {
                Color.orange.frame(width: 120, height: 120)
            } label: {
                Text("Tools")
            }
        }
    }
}

#Preview { MainTabs() }
