// `OutlineGroup(root, children: \.children) { node in … }`: one value of the app's type, not a
// collection, is the tree's root, and its row is the one top-level row (collapsed, as a preview
// expands nothing), so "Leaf" makes no row.
// source: Apple, `OutlineGroup.init(_:children:content:)` ("Creates an outline group from a root
// source: data element and a key path to its children"); the row's size is the one written: 50 × 20.
// expect: no error
// expect: frame[*].size == [50×20]
import SwiftUI
struct Node: Identifiable { var id: String; var children: [Node]? }
struct Tree: View {
    let root = Node(id: "Root", children: [Node(id: "Leaf", children: nil)])
    var body: some View {
        VStack(spacing: 0) {
            OutlineGroup(root, children: \.children) { node in
                Color.gray.frame(width: 50, height: 20)
            }
        }
    }
}
#Preview { Tree() }
