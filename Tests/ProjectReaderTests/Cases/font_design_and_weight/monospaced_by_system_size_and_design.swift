// `Font.Design.monospaced` spelt `.font(.system(size: 17, design: .monospaced))`: the text gets
// the system font's monospaced design at the body size (SF Mono's widths:
// `SystemMonospacedFontTests`).
// source: Apple, `Font.system(size:weight:design:)`, `Font.system(_:design:weight:)`,
// source: `Font.monospaced()`, `View.monospaced(_:)`, `View.fontDesign(_:)`; the body size 17 pt:
// source: Apple's Human Interface Guidelines, Typography (Dynamic Type, Large: Body 17 pt).
// expect: no diagnostic
// expect: Text.fontDesign == .monospaced
// expect: Text.fontSize == 17
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Text("Hello UIKit").font(.system(size: 17, design: .monospaced))
}
