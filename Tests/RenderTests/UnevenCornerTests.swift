import LayoutEngine
import Testing
@testable import Render

/// iOS 17's `UnevenRoundedRectangle` and `.clipShape(.rect(topLeadingRadius:…))`: a radius per
/// corner, drawn as one path of straight edges and quarter-circle Béziers (Apple,
/// "UnevenRoundedRectangle"; `RoundedBoxPath`).
@Suite struct UnevenCornerTests {
    /// The first drawn path (a line of the SVG) whose attributes contain `fragment`.
    static func path(_ svg: String, _ fragment: String) -> String? {
        svg.split(separator: "\n").first { $0.hasPrefix("<path") && $0.contains(fragment) }.map(String.init)
    }

    @Test func eachCornerTakesItsOwnRadius() throws {
        let svg = try PaintTests.render("""
            UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20).fill(.blue).frame(width: 100, height: 60)
            """)
        let shape = try #require(Self.path(svg, #"class="f-blue""#))
        // Centred in the 393 × 759 preview: x = (393 − 100) / 2 = 146.5, y = (759 − 60) / 2 =
        // 349.5, each rounded to the 3× pixel grid (439.5 px → 440 px = 146.67 pt; 1 048.5 px →
        // 1 049 px = 349.67 pt); right 246.67, bottom 409.67. The top edge starts 10 in (top
        // leading) and runs to the square top trailing corner; the right edge stops 20 above the
        // bottom.
        #expect(shape.contains(#"d="M156.67 349.67 L246.67 349.67 L246.67 389.67 C"#))
        // The bottom trailing curve ends 20 left of the corner; the bottom leading corner is
        // square; the left edge stops 10 below the top, where the last curve starts.
        #expect(shape.contains("226.67 409.67 L146.67 409.67 L146.67 359.67 C"))
        // The curve's control points: 4/3 × (√2 − 1) × 20 ≈ 11.05 from its ends
        // (389.67 + 11.05 = 400.71, 246.67 − 20 + 11.05 = 237.71).
        #expect(shape.contains("C246.67 400.71 237.71 409.67 226.67 409.67"))
    }

    @Test func shapeStaticRectWithCornerRadiiIsTheSameShape() throws {
        let svg = try PaintTests.render("""
            Rectangle().fill(.green).frame(width: 100, height: 60).clipShape(.rect(cornerRadii: RectangleCornerRadii(topTrailing: 30)))
            """)
        // A clip: the clip path's outline (the frame as above: 146.67, 349.67, 246.67, 409.67);
        // the top trailing corner is 30, half the shorter side (60 / 2): the top edge runs from
        // 146.67 to 246.67 − 30 = 216.67, the right edge from 349.67 + 30 = 379.67 down.
        let clip = try #require(Self.path(svg, #"d="M146.67 349.67 L216.67 349.67 C"#), "\(svg)")
        #expect(clip.contains("246.67 379.67 L246.67 409.67"))
    }

    @Test func radiiLargerThanHalfTheShorterSideAreClamped() {
        let radii = CornerRadii(topLeading: 80, bottomLeading: -4, bottomTrailing: .infinity, topTrailing: 5)
        // Half of min(100, 60) = 30.
        #expect(radii.clamped(width: 100, height: 60) == CornerRadii(topLeading: 30, bottomLeading: 0, bottomTrailing: 30, topTrailing: 5))
    }
}
