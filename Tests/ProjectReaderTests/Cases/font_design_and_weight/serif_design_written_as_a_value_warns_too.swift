// `Font.Design.serif` written as the type's value (not an implicit member) is New York, measured
// with SF Pro's widths: the same warning as `.serif`, never silent.
// source: Apple, `Font.Design.serif`, `View.fontDesign(_:)`; docs/text-metrics.md (no published
// source: widths of New York); the body size 17 pt: Apple HIG, Typography (Large: Body 17 pt).
// expect: Text.fontDesign == .serif
// expect: Text.fontSize == 17
// expect: 1 × warning [fontDesignWidthsAssumed] "New York"
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Text("Chapter One").fontDesign(Font.Design.serif)
}
