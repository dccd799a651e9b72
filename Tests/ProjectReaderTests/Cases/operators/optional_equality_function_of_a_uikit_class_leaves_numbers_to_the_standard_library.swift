// An app's `extension UIColor { static func == }` comparing two colours by their components,
// beside a global `func == (left: UIColor?, right: UIColor?)` that unwraps and compares again:
// the components are `CGFloat`s, compared with the standard library's `==` (no literal becomes a
// `UIColor`, so the global function never takes them), and two colours with the class's own
// `==`. `accent == nil` is the global function's (non-generic, it is preferred to Optional's
// generic `==`): nil becomes `.clear`, and the class's `==` says equal. The texts read "same"
// and "unset" (swiftc 6.3 prints "same unset" for the pair on a stand-in class).
// source: The Swift Programming Language, "Advanced Operators", "Operator Methods"; Apple,
// source: "UIColor" (a class adopting no literal protocol).
// expect: no error
// expect: Text[0].text == "same"
// expect: Text[1].text == "unset"
import SwiftUI
import UIKit

extension UIColor {
    static func == (left: UIColor, right: UIColor) -> Bool {
        let leftLevel: CGFloat = 0.5
        let rightLevel: CGFloat = 0.5
        return leftLevel == rightLevel
    }
}

func == (left: UIColor?, right: UIColor?) -> Bool {
    let left = left ?? .clear
    let right = right ?? .clear
    return left == right
}

#Preview {
    let accent: UIColor? = .red
    VStack {
        Text(UIColor.red == UIColor.blue ? "same" : "different")
        Text(accent == nil ? "unset" : "set")
    }
}
