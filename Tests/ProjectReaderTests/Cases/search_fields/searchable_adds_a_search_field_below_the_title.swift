// `.searchable` inside a `NavigationStack`: the search field sits in the navigation bar below the
// title, so the bar is taller by the field's band and the list starts lower.
// source: Apple, `SearchFieldPlacement.navigationBarDrawer`: "The field appears below any
// navigation bar title".
// source: bar 44 + large title 52 (Hackworth, BarMetrics) + search field 52 (unverified) = 148;
// the list starts at the bar's bottom.
// expect: no diagnostic
// expect: NavigationBar.height == 148
// expect: List.y == 148
import SwiftUI

struct Fruits: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                Text("Apple")
                Text("Pear")
            }
            .navigationTitle("Fruits")
            .searchable(text: $query, prompt: "Search fruits")
        }
    }
}

#Preview { Fruits() }
