// `searchable(text:placement:prompt:suggestions:)` shows its suggestions only while the field is
// being used, and `searchPresentationToolbarBehavior(_:)` acts only while search is presented: a
// preview shows neither, so the bar is the one `searchable` makes. `searchToolbarBehavior(_:)`
// (iOS 26, the bottom toolbar's field as a button) is kept with a warning: the field stays in
// the bar. None is an unknown modifier.
// source: Apple docs, "searchable(text:placement:prompt:suggestions:)", "searchPresentationToolbarBehavior(_:)",
// source: "searchToolbarBehavior(_:)"; inline bar 44 + search field 52 (unverified) = 96, as
// source: search_fields/searchable_on_the_stack_is_in_its_bar.swift.
// expect: no error
// expect: no warning [undefinedModifier]
// expect: no warning [undefinedModifierOverload]
// expect: 1 × warning [approximatedView] "'searchToolbarBehavior'"
// expect: NavigationBar.height == 96
import SwiftUI

struct Recipes: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                Text("Soup")
            }
            .navigationTitle("Recipes")
            .navigationBarTitleDisplayMode(.inline)
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find") {
                Text("Bread")
            }
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .searchToolbarBehavior(.minimize)
        }
    }
}

#Preview { Recipes() }
