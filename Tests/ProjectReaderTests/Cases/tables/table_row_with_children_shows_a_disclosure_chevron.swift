// `Table(tree, children: \.children) { columns }`: the top-level elements are the rows,
// collapsed; a row whose children are not nil shows the disclosure chevron, as an outline `List`
// row does. Two rows (the children, Apple and Pear, not shown), one with a chevron.
// source: Apple, `Table.init(_:children:columns:)`; `List.init(_:children:rowContent:)` for the
// source: collapsed disclosure row.
// expect: no diagnostic
// expect: Text.count == 2
// expect: DisclosureGroup.count == 1
import SwiftUI
struct Node: Identifiable {
    let id: Int
    let name: String
    var children: [Node]? = nil
}
struct TreeTable: View {
    let nodes = [
        Node(id: 1, name: "Fruit", children: [Node(id: 2, name: "Apple"), Node(id: 3, name: "Pear")]),
        Node(id: 4, name: "Bread"),
    ]
    var body: some View {
        Table(nodes, children: \.children) {
            TableColumn("Name", value: \.name)
        }
    }
}
#Preview { TreeTable() }
