// `UIFont.TextStyle` is a type nested in `UIFont`: a parameter declared with it takes
// `PlatformFont.TextStyle.headline` written through a `typealias PlatformFont = UIFont`, as a
// cross-platform design system writes it, and compares with `.headline`.
// source: Apple, "UIFont.TextStyle" — a type of UIKit with static members largeTitle … caption2;
// source: a type alias names the same type, its nested types included (the Swift book, "Type Aliases").
// source: headline → 40 by the file's own function; the frame is 40 wide.
// expect: no diagnostic
// expect: frame.width == 40
import SwiftUI
import UIKit

typealias PlatformFont = UIFont

func badgeWidth(for style: UIFont.TextStyle) -> CGFloat {
    style == .headline ? 40 : 20
}

struct StyledBadge: View {
    var body: some View {
        Color.red.frame(width: badgeWidth(for: PlatformFont.TextStyle.headline), height: 10)
    }
}
#Preview { StyledBadge() }
