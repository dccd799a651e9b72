// A view modifier that makes a list searchable only when asked keeps the placement it was given
// in a property (`let placement: SearchFieldPlacement`, defaulting to `.automatic`) and hands it to
// `.searchable(text:placement:prompt:)`. The value is a `SearchFieldPlacement`, not the `.member`
// written at the call: `.navigationBarDrawer(displayMode: .always)` puts the field in the bar below
// the title as the written `.navigationBarDrawer` does, so the bar is taller by the field's band.
// source: Apple, `SearchFieldPlacement` (a struct of static placements) and
// source: `navigationBarDrawer(displayMode:)`: "The field appears below any navigation bar title".
// source: bar 44 + large title 52 (Hackworth, BarMetrics) + search field 52 (unverified) = 148,
// source: as `searchable_adds_a_search_field_below_the_title.swift`; the list starts there.
// expect: no error
// expect: NavigationBar.height == 148
// expect: List.y == 148
import SwiftUI

struct OptionalSearch: ViewModifier {
    let isSearchable: Bool
    let text: Binding<String>
    let placement: SearchFieldPlacement

    init(isSearchable: Bool, text: Binding<String>, placement: SearchFieldPlacement = .automatic) {
        self.isSearchable = isSearchable
        self.text = text
        self.placement = placement
    }

    func body(content: Content) -> some View {
        if isSearchable {
            content.searchable(text: text, placement: placement, prompt: "Search patients")
        } else {
            content
        }
    }
}

struct Patients: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List {
                Text("Bella")
                Text("Max")
            }
            .navigationTitle("Patients")
            .modifier(OptionalSearch(isSearchable: true, text: $query,
                                     placement: .navigationBarDrawer(displayMode: .always)))
        }
    }
}

#Preview { Patients() }
