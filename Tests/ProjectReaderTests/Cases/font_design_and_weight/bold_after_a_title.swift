// The weight holds over a font set closer to the text: `Text("x").font(.title).bold()` is a bold
// title.
// source: Apple: `Text.bold()` and `View.bold(_:)` "apply a bold font weight to the text";
// source: `fontWeight(_:)` sets the weight of the text in a view; the title size 28 pt: Apple's
// source: Human Interface Guidelines, Typography (Dynamic Type, Large: Title 1 28 pt).
// expect: no diagnostic
// expect: Text.fontWeight == .bold
// expect: Text.fontSize == 28
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Text("Featured").font(.title).bold()
}
