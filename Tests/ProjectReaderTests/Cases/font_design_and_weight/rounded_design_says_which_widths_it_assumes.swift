// `.system(size:design: .rounded)`: the text keeps the rounded design and its size, measured with
// SF Pro's widths; a warning with its own id says which face's widths were assumed.
// source: Apple, `Font.system(size:weight:design:)`, `Font.Design.rounded` (SF Pro Rounded);
// source: docs/text-metrics.md (no published widths of SF Pro Rounded); the size is the 20 given.
// expect: Text.fontDesign == .rounded
// expect: Text.fontSize == 20
// expect: 1 × warning [fontDesignWidthsAssumed] "SF Pro Rounded"
// expect: no warning [approximatedView]
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Text("Steps").font(.system(size: 20, design: .rounded))
}
