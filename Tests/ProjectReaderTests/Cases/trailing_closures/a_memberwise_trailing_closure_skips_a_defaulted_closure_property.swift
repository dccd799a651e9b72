// SE-0286's forward scan in a synthesised memberwise initializer: the unlabelled trailing closure
// skips `onAppear` (a closure property with a default) because `header` and `content` have none
// and only one argument (`content:`) follows it; so the first closure is the header, the labelled
// one the content, and the column stacks a 10-high header over a 20-high content: 30.
// source: SE-0286 "Forward-scan matching for trailing closures"; checked with swiftc 6 (`Shell(title:
// source: "T") { "header" } content: { "content" }` prints `header content true` for a struct with
// source: `var onAppear: (() -> Void)? = nil` before `let header` and `let content`). 10 + 20 = 30.
// expect: no error
// expect: VStack.height == 30
import SwiftUI

struct Shell<Header: View, Content: View>: View {
    let title: String
    var onAppear: (() -> Void)? = nil
    @ViewBuilder let header: () -> Header
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(spacing: 0) {
            header()
            content()
        }
    }
}

#Preview {
    Shell(title: "Welcome") {
        Color.red.frame(width: 30, height: 10)
    } content: {
        Color.blue.frame(width: 30, height: 20)
    }
}
