// A shape rounding only some corners with UIKit's `UIBezierPath(roundedRect:byRoundingCorners:
// cornerRadii:)` and `Path(_ path: CGPath)` of its `cgPath` (Apple docs, "UIBezierPath",
// "UIRectCorner", `Path.init(_:)`): the path is the rounded rectangle in the rect it is given, so
// its bounding rectangle is that rect. `UIRectCorner` is an option set given as one member or an
// array; an infinite radius is clamped to half the shorter side ("Values larger than half the
// rectangle's width or height are clamped appropriately"). A path built with `move(to:)`,
// `addLine(to:)` and `close()` and one made `ovalIn:` a rectangle are bounded by their points.
// source: Apple docs, "UIBezierPath": `init(roundedRect:byRoundingCorners:cornerRadii:)`,
// `init(ovalIn:)`, `move(to:)`, `addLine(to:)`, `close()`, `cgPath`, `bounds`.
// source: rounded: rect (0, 0, 100, 40) → bounding 100 × 40; triangle (10, 5), (70, 5), (10, 35)
// → 60 × 30; oval in (0, 0, 24, 12) → 24 × 12.
// expect: no warning
// expect: Color[0].size == 100×40
// expect: Color[1].size == 60×30
// expect: Color[2].size == 24×12
import SwiftUI

struct SomeCornersRounded: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                  cornerRadii: CGSize(width: radius, height: radius))
        return Path(bezier.cgPath)
    }
}

func triangle() -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 10, y: 5))
    path.addLine(to: CGPoint(x: 70, y: 5))
    path.addLine(to: CGPoint(x: 10, y: 35))
    path.close()
    return path
}

struct CornerSizes: View {
    var body: some View {
        let rounded = SomeCornersRounded(radius: 12, corners: [.topLeft, .topRight])
            .path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).boundingRect
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 12)).bounds
        VStack(spacing: 0) {
            Color.red.frame(width: rounded.width, height: rounded.height)
            Color.green.frame(width: triangle().bounds.width, height: triangle().bounds.height)
            Color.blue.frame(width: oval.width, height: oval.height)
            SomeCornersRounded().fill(.orange).frame(width: 50, height: 20)
        }
    }
}

#Preview { CornerSizes() }
