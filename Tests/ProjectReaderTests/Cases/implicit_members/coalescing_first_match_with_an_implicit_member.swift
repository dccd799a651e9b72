// `apps.first(where: …) ?? .default` with no contextual type: `first(where:)` returns the
// element's optional, so swiftc types `.default` as the element type; when nothing matches the
// fallback's members are read.
// source: Swift standard library, "Array.first(where:)" returns `Element?`; no app has the
// source: selected id, so the fallback (`width: 40`) is used.
// expect: no error
// expect: Color.width == 40
import SwiftUI

struct App: Hashable {
    let id: String
    let width: CGFloat
    static let `default` = App(id: "", width: 40)
}

struct Picker: View {
    let apps = [App(id: "a", width: 10), App(id: "b", width: 20)]
    let selectedID = "z"

    var body: some View {
        let selected = apps.first(where: { $0.id == selectedID }) ?? .default
        Color.red.frame(width: selected.width, height: 10)
    }
}

#Preview { Picker() }
