// `.searchable` written on the `NavigationStack` itself puts the field in that stack's bar, as
// when it is written on the stack's root view; an inline title keeps the 44-pt bar.
// source: Apple, `SearchFieldPlacement.navigationBarDrawer(displayMode:)`: "The search field
// appears in the navigation bar using the specified display mode".
// source: inline bar 44 + search field 52 (unverified) = 96.
// expect: no diagnostic
// expect: NavigationBar.height == 96
import SwiftUI

struct Contacts: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                Text("Ada")
            }
            .navigationTitle("Contacts")
            .navigationBarTitleDisplayMode(.inline)
        }
        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
    }
}

#Preview { Contacts() }
