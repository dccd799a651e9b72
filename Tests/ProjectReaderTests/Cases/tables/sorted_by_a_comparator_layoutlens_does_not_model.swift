// `KeyPathComparator(\.name, comparator: String.Comparator(options: [.caseInsensitive]))`: the
// comparator is a Foundation `SortComparator` LayoutLens does not model. The sort still runs,
// comparing the strings with `<` as for every comparator other than `.localizedStandard`
// ("Bea" < "ada" < "cy" by code points), and the comparator is a stand-in with a warning: an
// approximation, as iOS compares case-insensitively here ("ada", "Bea", "cy"). Before, the
// comparator's type stopped the module.
// source: Apple, Foundation, `KeyPathComparator.init(_:comparator:order:)` (any `SortComparator`)
// source: and `String.Comparator.init(options:locale:order:)`; "B" (66) sorts before "a" (97).
// expect: no error
// expect: diagnostic "'String.Comparator'"
// expect: Text[*].text == ["Bea", "ada", "cy"]
import SwiftUI

struct Member: Identifiable {
    let id: Int
    let name: String
}

struct Members: View {
    @State private var sortOrder = [KeyPathComparator(\Member.name, comparator: String.Comparator(options: [.caseInsensitive]))]
    let members = [Member(id: 1, name: "cy"), Member(id: 2, name: "Bea"), Member(id: 3, name: "ada")]

    var body: some View {
        VStack {
            ForEach(members.sorted(using: sortOrder)) { member in
                Text(member.name)
            }
        }
    }
}

#Preview { Members() }
