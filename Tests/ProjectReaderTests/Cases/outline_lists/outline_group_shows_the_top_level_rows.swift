// `OutlineGroup(tree, children: \.children) { node in … }`: the rows an outline `List` makes of
// the same tree — the top-level nodes, collapsed (a preview expands nothing): two rows, "Fig"
// stays collapsed.
// source: a twenty-eighth sample of public view files (30 files of 3 course and training
// source: repositories; 28 → 30 lay out); Apple, `OutlineGroup.init(_:children:content:)`.
// expect: no error
// expect: frame[*].size == [50×20, 50×20]
import SwiftUI
struct Topic: Identifiable { var id: String; var subtopics: [Topic]? }
struct Menu: View {
    let tree = [Topic(id: "Fruit", subtopics: [Topic(id: "Fig", subtopics: nil)]), Topic(id: "Bread", subtopics: nil)]
    var body: some View {
        VStack(spacing: 0) {
            OutlineGroup(tree, children: \.subtopics) { topic in
                Color.gray.frame(width: 50, height: 20)
            }
        }
    }
}
#Preview { Menu() }
