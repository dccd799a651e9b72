// A modifier keeps the bar it hides in a stored `ToolbarPlacement` (`let position:
// ToolbarPlacement`) and hands it to `toolbar(_:for:)`: SwiftUI's `ToolbarPlacement` is a type a
// property can be declared with (Apple docs, `struct ToolbarPlacement`, its type properties
// `automatic`, `bottomBar`, `navigationBar`, `tabBar`, `windowToolbar`), so `.navigationBar`
// written for the parameter is that bar and the navigation bar is hidden.
// source: Apple docs, `toolbar(_:for:)`: a hidden navigation bar takes no room; content smaller
// source: than the stack is centred in all of it: (600 − 100) / 2 = 250 (as BarVisibilityTests).
// expect: no diagnostic
// expect: NavigationBar.count == 0
// expect: Color.y - NavigationStack.y == 250
import SwiftUI

struct BarHiding: ViewModifier {
    let visibility: Visibility
    let position: ToolbarPlacement

    func body(content: Content) -> some View {
        content.toolbar(visibility, for: position)
    }
}

extension View {
    func barVisibility(_ visibility: Visibility, for position: ToolbarPlacement) -> some View {
        modifier(BarHiding(visibility: visibility, position: position))
    }
}

#Preview {
    NavigationStack {
        Color.red.frame(width: 100, height: 100)
            .barVisibility(.hidden, for: .navigationBar)
    }
    .frame(width: 300, height: 600)
}
