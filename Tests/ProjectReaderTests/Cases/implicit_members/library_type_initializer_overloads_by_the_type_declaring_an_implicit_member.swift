// A design system's numbers: `extension CGFloat` declares `init(_: Spacing)` and
// `init(_: FontSize)`, and views write `CGFloat(.body)` and `CGFloat(.wide)`. Swift looks each
// implicit member up in the overloads' parameter types, so `.body` goes to the `FontSize` one
// though the `Spacing` one is declared first and takes the same (unlabelled) argument.
// source: The Swift Programming Language, "Implicit Member Expression" (looked up in the
// source: contextual type); checked with swiftc 6.3: a copy with Foundation's CGFloat prints
// source: `17.0 24.0` for `CGFloat(.body), CGFloat(.wide)`.
// source: Frame by arithmetic: width `.wide` = 24, height `.body` = 17.
// expect: no error
// expect: Color.size == 24×17
import SwiftUI

enum Spacing {
    case narrow, wide
    var points: CGFloat { self == .narrow ? 8 : 24 }
}

enum FontSize {
    case caption, body
    var points: CGFloat { self == .caption ? 12 : 17 }
}

extension CGFloat {
    init(_ spacing: Spacing) { self.init(spacing.points) }
    init(_ fontSize: FontSize) { self.init(fontSize.points) }
}

struct Swatch: View {
    var body: some View {
        Color.teal.frame(width: CGFloat(.wide), height: CGFloat(.body))
    }
}

#Preview { Swatch() }
