// Of two initializers with the same labels, `init(_ label: String, @ViewBuilder content: ...)`
// and `init(_ label: String, content: String)`, a string given for `content:` takes the second:
// no string is a closure, so Swift's overload resolution rules the view-builder one out.
// source: the Swift book, "Initializers" (initializers are told apart by their parameters' names
// source: and types); checked with swiftc on the same types without SwiftUI: the String one runs.
// expect: no diagnostic
// expect: Text[*].text == ["Plan", "Pro"]
import SwiftUI

struct Row<Label: View, Content: View>: View {
    @ViewBuilder let label: () -> Label
    @ViewBuilder let content: () -> Content
    var body: some View {
        HStack(spacing: 0) { label(); content() }
    }
}

extension Row where Label == Text {
    init(_ label: String, @ViewBuilder content: @escaping () -> Content) {
        self.label = { Text(label) }
        self.content = content
    }
}

extension Row where Label == Text, Content == Text {
    init(_ label: String, content: String) {
        self.label = { Text(label) }
        self.content = { Text(content) }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    Row("Plan", content: "Pro")
}
