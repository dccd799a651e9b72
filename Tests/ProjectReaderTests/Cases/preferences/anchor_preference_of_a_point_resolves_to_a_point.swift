// `anchorPreference(value: .center)` makes an `Anchor<CGPoint>`; a `GeometryProxy` resolves it to
// the point in its own space. A 40 × 20 view below a 100 × 30 one in a VStack with no spacing has
// its centre at (50, 30 + 10) = (50, 40) in the stack; a 10 × 10 dot positioned there is at
// (50 − 5, 40 − 5) = (45, 35).
// source: Apple docs, "Anchor.Source" (`center`, a unit point's source for `Anchor<CGPoint>`);
// source: "GeometryProxy.subscript(_:)"; the stack is 100 wide, so the 40-wide view is centred at
// source: x (100 − 40) / 2 + 20 = 50.
// expect: no error
// expect: no warning
// expect: any("Color.orange").frame == (45, 35, 10, 10)
import SwiftUI

struct BadgeCenterKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = nextValue() ?? value
    }
}

struct BadgedStack: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 30)
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: BadgeCenterKey.self, value: .center) { $0 }
        }
        .overlayPreferenceValue(BadgeCenterKey.self) { center in
            GeometryReader { proxy in
                if let center {
                    let point = proxy[center]
                    Color.orange.frame(width: 10, height: 10).position(x: point.x, y: point.y)
                }
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { BadgedStack() }
