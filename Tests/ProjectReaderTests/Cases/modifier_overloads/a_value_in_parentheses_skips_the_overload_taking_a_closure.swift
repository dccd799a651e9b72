// Two `View` extension methods `panel(darker:label:)` (a closure `label:` with a default) and
// `panel(_ title: String, darker:)`: `.panel("Title")` is the second, because a value written in
// the parentheses binds by its label and only a trailing closure may go to `label:`; the first
// overload's `{ … }` form is what the second calls.
// source: the Swift book, "Function Argument Labels and Parameter Names"; SE-0286 (only
// source: trailing closures are matched past a label). Apple's Swift Charts sample
// source: "Creating a data visualization dashboard" declares the same pair; swiftc 6 accepts it.
// source: the title above the padded content, in the order the VStack lists them.
// expect: no diagnostic
// expect: Text[*].text == ["Title", "Content"]
import SwiftUI

extension View {
    func panel(darker: Bool = false, @ViewBuilder label: () -> some View = { EmptyView() }) -> some View {
        VStack {
            label()
            self.padding(16)
        }
    }
    func panel(_ title: String, darker: Bool = false) -> some View {
        panel(darker: darker) {
            Text(title)
        }
    }
}

struct Panelled: View {
    var body: some View {
        Text("Content").panel("Title")
    }
}
#Preview { Panelled() }
