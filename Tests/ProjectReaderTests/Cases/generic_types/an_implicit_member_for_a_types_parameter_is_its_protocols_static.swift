// `Badge<Style: BadgeStyle>` given `style: .roomy`: the member is looked up on `BadgeStyle`,
// whose extension `where Self == RoomyBadge` declares `roomy` (SE-0299), so the badge's padding
// is the roomy style's 12, not a default.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; checked with swiftc 6
// source: (`Badge(title:style: .roomy)` compiles and prints 12.0 for `style.inset`).
// source: "Go" is 2 × 8.5 = 17 wide in the 17-pt body font (0.5 em a character), padded 12 a
// source: side: 17 + 24 = 41.
// expect: no warning
// expect: padding.width == 41
import SwiftUI

protocol BadgeStyle {
    var inset: CGFloat { get }
}

struct RoomyBadge: BadgeStyle {
    var inset: CGFloat { 12 }
}

extension BadgeStyle where Self == RoomyBadge {
    static var roomy: RoomyBadge { RoomyBadge() }
}

struct Badge<Style: BadgeStyle>: View {
    let title: String
    let style: Style

    var body: some View {
        Text(title).padding(style.inset)
    }
}

#Preview {
    Badge(title: "Go", style: .roomy)
}
