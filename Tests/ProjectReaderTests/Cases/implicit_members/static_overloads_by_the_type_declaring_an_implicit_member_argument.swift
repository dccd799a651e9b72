// `extension CGFloat { static func ds(_: Spacing) -> CGFloat; static func ds(_: Outline) ->
// CGFloat }`: `.ds(.large)` calls the `Outline` one, the type that has a member `large`, and in
// `HStack(spacing: flag ? 0 : .ds(.small))` the literal 0 and `.ds(.small)` share the type that
// declares `ds` (CGFloat), not the literal's default `Int`.
// source: The Swift Programming Language, "Implicit Member Expression" (looked up in the
// source: parameter's type) and "Literals" (a literal's type is inferred from context).
// source: Spacing .p8 is 8 and .p16 16; Outline .small is 1 and .large 4: the first frame is
// source: 16 × 4, the two 10-wide squares stand 1 apart (10 + 1 + 10 = 21), and the VStack's
// source: spacing is 8 (4 + 8 + 10 = 22 tall).
// expect: no diagnostic
// expect: frame[0].width == 16
// expect: frame[0].height == 4
// expect: HStack.width == 21
// expect: VStack.height == 22
import SwiftUI

enum Spacing { case p8, p16
    var value: CGFloat { self == .p8 ? 8 : 16 } }
enum Outline { case small, large
    var value: CGFloat { self == .small ? 1 : 4 } }
extension CGFloat {
    static func ds(_ spacing: Spacing) -> CGFloat { spacing.value }
    static func ds(_ outline: Outline) -> CGFloat { outline.value }
}

struct Tokens: View {
    var flag = false
    var body: some View {
        VStack(spacing: .ds(.p8)) {
            Color.clear.frame(width: .ds(.p16), height: CGFloat.ds(.large))
            HStack(spacing: flag ? 0 : .ds(.small)) {
                Color.clear.frame(width: 10, height: 10)
                Color.clear.frame(width: 10, height: 10)
            }
        }
    }
}
#Preview { Tokens() }
