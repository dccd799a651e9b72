// A feature type nesting `struct View: SwiftUI.View` (the Composable Architecture's pattern):
// `SwiftUI.View` names SwiftUI's protocol with its module, so the nested type is a view, and a
// preview's `some View` is still SwiftUI's (the program declares no top-level `View`).
// source: The Swift Programming Language, "Types" ("Type Identifier": a type may be qualified
// source: with the name of the module that declares it) and "Nested Types".
// source: The square is 10 × 10 as its frame says, padded by 4: 18 × 18.
// expect: no diagnostic
// expect: Color.size == 10×10
// expect: padding.size == 18×18
import SwiftUI

enum Counter {}

extension Counter {
    struct View: SwiftUI.View {
        var body: some SwiftUI.View {
            Color.red.frame(width: 10, height: 10)
        }
    }
}

struct CounterScreen: SwiftUI.View {
    var body: some SwiftUI.View {
        Counter.View().padding(4)
    }
}

struct Counter_Preview: PreviewProvider {
    static var previews: some View {
        CounterScreen()
    }
}
