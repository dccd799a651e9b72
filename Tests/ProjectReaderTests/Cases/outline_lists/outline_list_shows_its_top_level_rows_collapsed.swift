// An outline list, `List(tree, children: \.children) { … }`. Its top-level elements are its rows,
// collapsed; a row whose children are not nil is a disclosure row (a chevron trailing), the
// others plain rows: two top-level rows, the children (Apple, Pear) not shown.
// source: a sixteenth sample of public view files (45 files of 5 repositories); Apple,
// source: `List.init(_:children:rowContent:)`.
// expect: no diagnostic
// expect: Text.count == 2
// expect: DisclosureGroup.count == 1
import SwiftUI
struct Node: Identifiable {
    let id: Int
    let name: String
    var children: [Node]? = nil
}
struct Tree: View {
    let nodes = [
        Node(id: 1, name: "Fruit", children: [Node(id: 2, name: "Apple"), Node(id: 3, name: "Pear")]),
        Node(id: 4, name: "Bread"),
    ]
    var body: some View {
        List(nodes, children: \.children) { node in Text(node.name) }
    }
}
#Preview { Tree() }
