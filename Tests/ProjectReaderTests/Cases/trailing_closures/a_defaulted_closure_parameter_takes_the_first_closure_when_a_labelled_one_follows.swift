// `Bar(title: "A") { … } content: { … }` for `init(title: String? = nil, @ViewBuilder accessory:
// () -> Accessory = { EmptyView() }, @ViewBuilder content: () -> Content)`: SE-0286's forward
// scan skips a defaulted parameter only while a later parameter would otherwise get no argument;
// here the labelled trailing closure gives `content` its own, so the first closure is
// `accessory`. The bar stacks the accessory (20 high) over the content (30 high).
// source: SE-0286 (forward-scan matching of trailing closures); swiftc 6.3.1 on Linux ran
// source: `make(logo: 1) { "R" } content: { "C" }` for `make(show: Bool = true, logo: Int? = nil,
// source: right: () -> String = { "none" }, content: () -> String)` and printed "R/C".
// source: height: VStack(spacing: 0) of 20 and 30 is 20 + 30 = 50.
// expect: no error
// expect: VStack.height == 50
import SwiftUI

struct Bar<Accessory: View, Content: View>: View {
    let title: String?
    let accessory: Accessory
    let content: Content

    init(title: String? = nil,
         @ViewBuilder accessory: () -> Accessory = { EmptyView() },
         @ViewBuilder content: () -> Content) {
        self.title = title
        self.accessory = accessory()
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            accessory
            content
        }
    }
}

#Preview {
    Bar(title: "A") {
        Color.red.frame(width: 40, height: 20)
    } content: {
        Color.blue.frame(width: 40, height: 30)
    }
}
