// `.init(top: 12, leading: .gutter + 4, …)` for an `EdgeInsets?`: the literal 4 takes the type of
// the implicit member, which the type checker finds on `CGFloat` (the program's
// `extension CGFloat { static var gutter: CGFloat }`), so the sum is 8 + 4 = 12.
// source: Apple, "EdgeInsets": `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`.
// source: The Swift Programming Language, "Implicit Member Expression"; 8 + 4 = 12.
// expect: no diagnostic
// expect: Color.width == 12
import SwiftUI

extension CGFloat { static var gutter: CGFloat { 8 } }

func leadingInset(_ insets: EdgeInsets?) -> CGFloat { insets?.leading ?? 0 }

#Preview {
    Color.red.frame(width: leadingInset(.init(top: 12, leading: .gutter + 4, bottom: 0, trailing: .gutter)), height: 10)
}
