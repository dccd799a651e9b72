// A tab bar underlines its selected item: each item sets `anchorPreference(value: .bounds)` (nil
// when not selected), and `overlayPreferenceValue` resolves the anchor in a `GeometryReader` over
// the bar. Items 60, 80 and 40 wide with no spacing: the second (selected) spans 60…140 in the
// bar, so the underline is 80 wide and 60 from the bar's leading edge. The overlay is made from
// the key's value once the layout has measured the anchors (a second pass), not from its default.
// source: Apple docs, "anchorPreference(key:value:transform:)", "overlayPreferenceValue(_:alignment:_:)",
// source: "GeometryProxy.subscript(_:)" ("Resolves the value of an anchor to the container view").
// source: the bar is 60 + 80 + 40 = 180 wide at x 0 (sizeThatFits); item 2 starts at 60.
// expect: no error
// expect: no warning
// expect: any("Color.orange").width == 80
// expect: any("Color.orange").x == 60
// expect: any("Color.orange").y == 20 - 3
import SwiftUI

struct SelectionBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct UnderlinedTabs: View {
    let widths: [CGFloat] = [60, 80, 40]
    let selected = 1

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { index in
                Color.gray.frame(width: widths[index], height: 20)
                    .anchorPreference(key: SelectionBoundsKey.self, value: .bounds) { anchor in
                        index == selected ? anchor : nil
                    }
            }
        }
        .overlayPreferenceValue(SelectionBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.orange
                        .frame(width: bounds.width, height: 3)
                        .padding(.leading, bounds.minX)
                        .padding(.top, bounds.maxY - 3)
                }
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { UnderlinedTabs() }
