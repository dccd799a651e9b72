// `UIApplication.shared.alternateIconName ?? "AppIcon"`: the left side is a value of a name no
// file read declares, so LayoutLens cannot know it. As an optional binding of such a value finds
// nil, `??` takes its right side, the fallback the code wrote, with a warning saying so; code
// that parses the fallback (`Int(…)!`) then runs as it does in the app, instead of trapping on
// the stand-in's name.
// source: Apple, "alternateIconName": "nil if the app is displaying its primary icon" (a fresh
// source: preview shows the primary icon); "AppIconAlternate0" → 0, width 10 × (0 + 1) = 10.
// expect: no error
// expect: warning [assumedValue] "'??' gives its right side"
// expect: Color.width == 10
import SwiftUI

struct IconRow: View {
    let name = IconStore.shared.alternateIconName ?? "AppIconAlternate0"
    var index: Int { Int(name.replacingOccurrences(of: "AppIconAlternate", with: ""))! }
    var body: some View {
        Color.red.frame(width: CGFloat(index + 1) * 10, height: 10)
    }
}

#Preview { IconRow() }
