// `.textFieldStyle(SearchFieldStyle(icon: …))` whose style no file read declares (another file's
// or a remote package's): the field is laid out in the plain style, and the style's own stand-in
// warning is the one that says so, as for a button style of another file; no second
// `approximatedView` for the same value.
// source: Apple, `TextFieldStyle`: its requirement is not public, so an app's style is written
// source: in the app or comes from a package (a neumorphic search field had this shape).
// expect: 1 × warning [standInValue] "'SearchFieldStyle'"
// expect: no warning [approximatedView]
// expect: TextField.count == 1
import SwiftUI

struct SearchBar: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .textFieldStyle(SearchFieldStyle(icon: Image(systemName: "magnifyingglass")))
            .padding()
    }
}

#Preview { SearchBar() }
