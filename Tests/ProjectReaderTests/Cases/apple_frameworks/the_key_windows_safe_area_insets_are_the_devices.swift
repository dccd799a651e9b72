// UIKit code that pads by the key window's safe area (`UIApplication.shared.connectedScenes`,
// the window scene's `windows`, the one whose `isKeyWindow`, its `safeAreaInsets`) reads the
// preview device's insets: the canvas shows the preview in a window on that device's screen.
// source: Apple docs, `UIApplication.connectedScenes`, `UIWindowScene.windows`,
// source: `UIView.safeAreaInsets`; the default device (docs/swiftui-subset.md, 393 × 852 with
// source: insets 59 / 34) gives a bottom inset of 34, so the padded bar is 10 + 34 = 44 high.
// expect: no diagnostic
// expect: padding.height == 44
// expect: Color.size == 100×10
import SwiftUI
import UIKit

extension View {
    var windowInsets: UIEdgeInsets {
        UIApplication
            .shared
            .connectedScenes
            .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
            .first { $0.isKeyWindow }?.safeAreaInsets ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
}

struct BottomBar: View {
    var body: some View {
        Color.red.frame(width: 100, height: 10)
            .padding(.bottom, windowInsets.bottom)
    }
}

#Preview { BottomBar() }
