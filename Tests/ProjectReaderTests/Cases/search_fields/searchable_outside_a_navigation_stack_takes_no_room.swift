// `.searchable` with no `NavigationStack` around it: no navigation bar holds the field; LayoutLens
// gives it no room and says so.
// source: the list fills the 393 × 759 default canvas from the top, as without the modifier.
// expect: 1 × warning [approximatedView] "outside a navigation stack"
// expect: List.frame == (0, 0, 393, 759)
import SwiftUI

struct Bare: View {
    @State private var query = ""
    var body: some View {
        List {
            Text("Row")
        }
        .searchable(text: $query)
    }
}

#Preview { Bare() }
