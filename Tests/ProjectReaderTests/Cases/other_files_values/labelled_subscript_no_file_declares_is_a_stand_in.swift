// A subscript with an argument label that no declaration read here has (`items[id: 1]` on a
// collection typed with another module's type, or another file's `extension Array`) is as
// unknown as a member no file declares: its value is a stand-in with a warning, and the preview
// lays out. Before, the array's own unlabelled `subscript(Int)` read 1 as a position and trapped.
// source: The Swift Programming Language, "Subscripts" (subscripts may take argument labels, and
// source: an extension may add one); the standard library's Array subscripts take no label.
// source: The colour's width is the 30 given.
// expect: no error
// expect: warning "'Array<Item>.subscript(id:)"
// expect: Color.width == 30
import SwiftUI

struct Item: Identifiable {
    let id: Int
    let name: String
}

struct Row: View {
    var items: [Item] = [Item(id: 1, name: "one")]
    var body: some View {
        VStack {
            Text(items[id: 1]?.name ?? "none")
            Color.gray.frame(width: 30, height: 30)
        }
    }
}

#Preview { Row() }
