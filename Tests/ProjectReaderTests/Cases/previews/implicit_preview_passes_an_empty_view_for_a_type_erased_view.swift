// A file without a preview: LayoutLens invents its view's arguments. For `let accessory: AnyView`
// the plainest view a preview passes is an empty one, what an empty view builder gives, wrapped:
// not a stand-in drawn under the name of SwiftUI's own type. The row is its 16-character title
// (the empty view takes no space and no spacing, as EmptyView in a stack does).
// source: Apple, `AnyView`: "A type-erased view"; `EmptyView`: "A view that doesn't contain any
// source: content". The title is 16 characters of 8.5 pt (the test measurer) = 136 pt wide.
// expect: no error
// expect: 0 × warning [standInView]
// expect: Text.count == 1
// expect: HStack.width == 136
import SwiftUI

struct ToolbarRow: View {
    let title: String
    let accessory: AnyView

    var body: some View {
        HStack {
            Text(title.isEmpty ? "" : "Toolbar Settings")
            accessory
        }
    }
}
