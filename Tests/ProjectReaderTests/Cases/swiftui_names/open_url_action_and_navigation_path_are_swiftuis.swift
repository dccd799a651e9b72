// `OpenURLAction { url in … }` is SwiftUI's: a view sets it with `.environment(\.openURL, …)`;
// its handler runs only when a link is opened, which a still preview never does. `NavigationPath`
// is SwiftUI's list of pushed values: two appended and one removed leave a count of 1, so the
// bar is 1 × 10 = 10 wide; an empty path made from no values is empty (20 wide when not).
// source: Apple, `OpenURLAction` (`init(handler:)`, `OpenURLAction.Result.handled`),
// `NavigationPath` (`append(_:)`, `removeLast(_:)` "The default value is 1", `count`, `isEmpty`).
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Color[*].width == [10, 10]
import SwiftUI

struct Router: View {
    var path: NavigationPath {
        var path = NavigationPath()
        path.append("first")
        path.append(2)
        path.removeLast()
        return path
    }
    var body: some View {
        VStack {
            Color.red.frame(width: CGFloat(path.count * 10), height: 2)
            Color.red.frame(width: NavigationPath([Int]()).isEmpty ? 10 : 20, height: 2)
        }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}

#Preview { Router() }
