// `TabRole` (iOS 18) is SwiftUI's type: a property of type `TabRole?` holds `.search` or nil, and
// `Tab(role:)` takes it (Apple docs, "TabRole": `static var search: TabRole`). Comparing it with
// `.search` picks the width of the colour here; nothing is a stand-in.
// source: Apple docs, "TabRole", "Tab", `init(value:role:content:)`.
// source: the search item's role equals `.search`: width 30; the library item's is nil: width 10.
// expect: no warning [standInValue]
// expect: Color[0].width == 30
// expect: Color[1].width == 10
import SwiftUI

enum Item { case library, search
    var role: TabRole? {
        switch self {
        case .search: .search
        default: nil
        }
    }
}

struct Widths: View {
    var body: some View {
        VStack {
            Color.red.frame(width: Item.search.role == .search ? 30 : 20, height: 10)
            Color.blue.frame(width: Item.library.role == .search ? 20 : 10, height: 10)
        }
    }
}

#Preview { Widths() }
