import LayoutEngine
import Testing
@testable import ProjectReader

/// `CGAffineTransform` in user layouts. Apple's "Composing custom layouts with SwiftUI" places
/// its radial layout's subviews by turning a point above the centre with
/// `applying(CGAffineTransform(rotationAngle:))`; Core Graphics' rotation matrix maps (x, y) to
/// (x cos θ − y sin θ, x sin θ + y cos θ) (Apple, `CGAffineTransform(rotationAngle:)`).
@Suite struct AffineTransformTests {
    /// Four 10 × 10 colours around the centre of a 200 × 200 frame, radius 200 / 4 = 50. The
    /// point (0, −50) turned by 0°, 90°, 180°, 270° is (0, −50), (50, 0), (0, 50), (−50, 0); plus
    /// the centre (100, 100) and minus half a colour (5): origins (95, 45), (145, 95), (95, 145),
    /// (45, 95) in the frame.
    @Test func radialLayoutTurnsPointsAboutTheCentre() throws {
        let placed = try placedViews("""
        import SwiftUI
        struct Ring: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let radius = min(bounds.width, bounds.height) / 4
                let step = Angle.degrees(360 / Double(subviews.count)).radians
                for (index, subview) in subviews.enumerated() {
                    var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: step * Double(index)))
                    point.x += bounds.midX
                    point.y += bounds.midY
                    subview.place(at: point, anchor: .center, proposal: .unspecified)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 200, height: 200)) {
            Ring {
                ForEach(0..<4) { _ in Color.orange.frame(width: 10, height: 10) }
            }
        }
        """)
        let ring = try frame(placed, kind: "Ring")
        let colours = placed.filter { $0.kind == "Color" }.map { view in
            // Rounded to the 1/3-point pixel grid the engine lays out on.
            Point(x: ((view.frame.origin.x - ring.origin.x) * 3).rounded() / 3, y: ((view.frame.origin.y - ring.origin.y) * 3).rounded() / 3)
        }
        #expect(colours == [Point(x: 95, y: 45), Point(x: 145, y: 95), Point(x: 95, y: 145), Point(x: 45, y: 95)])
    }

    /// Translation, scale and concatenation: (1, 2) scaled by (2, 3) is (2, 6), then moved by
    /// (10, 20) is (12, 26); `translatedBy` puts the move first: (1 + 10) × 2 = 22,
    /// (2 + 20) × 3 = 66. A size ignores translation: 4 × 5 scaled is 8 × 15.
    @Test func translationScaleAndConcatenation() throws {
        let placed = try placedViews("""
        import SwiftUI
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let then = scale.concatenating(CGAffineTransform(translationX: 10, y: 20))
        let first = scale.translatedBy(x: 10, y: 20)
        let a = CGPoint(x: 1, y: 2).applying(then)
        let b = CGPoint(x: 1, y: 2).applying(first)
        let s = CGSize(width: 4, height: 5).applying(then)
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                Color.red.frame(width: a.x, height: a.y)
                Color.green.frame(width: b.x, height: b.y)
                Color.blue.frame(width: s.width, height: s.height)
            }
        }
        """)
        let sizes = placed.filter { $0.kind == "Color" }.map(\.frame.size)
        #expect(sizes == [Size(width: 12, height: 26), Size(width: 22, height: 66), Size(width: 8, height: 15)])
    }
}
