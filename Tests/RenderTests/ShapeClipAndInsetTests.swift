import Testing
@testable import Render

/// `clipShape(_:)` and `mask` with a `Path` or a program's `Shape`, built-in shapes'
/// `inset(by:)`, `strokeBorder` on a program's `InsettableShape`, and a stroked shape's shadow.
@Suite struct ShapeClipAndInsetTests {
    /// The first `<clipPath>` definition of `svg`, from its start tag to its end tag.
    static func clipDefinition(_ svg: String) -> String? {
        guard let start = svg.range(of: "<clipPath"), let end = svg.range(of: "</clipPath>", range: start.upperBound..<svg.endIndex) else { return nil }
        return String(svg[start.lowerBound..<end.upperBound])
    }

    @Test func aProgramShapeClipsToItsPathAtTheViewsSize() throws {
        let diagram = try PathDrawingTests.diagram(PathDrawingTests.triangle + """

            #Preview { Color.blue.frame(width: 100, height: 60).clipShape(Triangle()) }
            """)
        // path(in:) runs with (0, 0, 100, 60): apex (50, 0), corners (100, 60) and (0, 60), moved
        // to the frame at (146.67, 349.67) (PathDrawingTests).
        let clip = try #require(Self.clipDefinition(diagram.svg), "\(diagram.svg)")
        #expect(clip.contains(#"<path d="M196.67 349.67 L246.67 409.67 L146.67 409.67 Z""#))
    }

    @Test func aShapeMaskClipsToTheShape() throws {
        let diagram = try PathDrawingTests.diagram(PathDrawingTests.triangle + """

            #Preview { Color.blue.frame(width: 100, height: 60).mask { Triangle() } }
            """)
        let clip = try #require(Self.clipDefinition(diagram.svg), "\(diagram.svg)")
        #expect(clip.contains(#"<path d="M196.67 349.67 L246.67 409.67"#))
        // A built-in shape as the mask rounds the clip as clipShape does: a circle's radius is
        // half the 60 pt side.
        let circle = try PaintTests.render("Color.red.frame(width: 100, height: 60).mask(Circle())")
        let rounded = try #require(Self.clipDefinition(circle), "\(circle)")
        #expect(rounded.contains(#"rx="30""#))
    }

    @Test func aBuiltInShapesInsetDrawsItInsideItsFrame() throws {
        // The 100 × 100 frame centred at (196.67, 379.67): inset by 10 the circle's radius is
        // 50 − 10 = 40; the rectangle starts 10 in, 80 wide.
        let circle = try PaintTests.render("Circle().inset(by: 10).fill(Color.blue).frame(width: 100, height: 100)")
        let drawn = try #require(StrokeStyleDrawingTests.element(circle, "f-blue"), "\(circle)")
        #expect(drawn.contains(#"r="40""#) && drawn.contains(#"cx="196.67""#))
        let rectangle = try PaintTests.render("Rectangle().inset(by: 10).fill(Color.blue).frame(width: 100, height: 100)")
        let box = try #require(PaintTests.element(rectangle, "f-blue"), "\(rectangle)")
        #expect(box.contains(#"width="80""#))
    }

    @Test func strokeBorderOnAProgramsInsettableShapeStrokesItsOwnInset() throws {
        let diagram = try PathDrawingTests.diagram("""
            import SwiftUI
            struct Frame: InsettableShape {
                var amount: CGFloat = 0
                func path(in rect: CGRect) -> Path {
                    Path(rect.insetBy(dx: amount, dy: amount))
                }
                func inset(by amount: CGFloat) -> Frame {
                    var copy = self
                    copy.amount += amount
                    return copy
                }
            }
            #Preview { Frame().strokeBorder(Color.red, lineWidth: 8).frame(width: 100, height: 60) }
            """)
        // inset(by: 8 / 2 = 4): the rectangle (4, 4, 92, 52) moved to (146.67, 349.67).
        let path = try #require(UnevenCornerTests.path(diagram.svg, "s-red"), "\(diagram.svg)")
        #expect(path.contains(#"d="M150.67 353.67 L242.67 353.67 L242.67 405.67 L150.67 405.67 Z""#))
    }

    @Test func aStrokedShapesShadowFollowsTheLine() throws {
        let svg = try PaintTests.render("Circle().stroke(Color.blue, lineWidth: 6).shadow(color: .black, radius: 0, x: 4, y: 0).frame(width: 100, height: 100)")
        // One sharp copy (radius 0): the ring's outline, the circle of radius 50 about
        // (196.67, 379.67) moved 4 right, starts at its rightmost point (250.67, 379.67), stroked
        // 6 wide with no fill.
        let shadow = try #require(UnevenCornerTests.path(svg, "M250.67 379.67"), "\(svg)")
        #expect(shadow.contains(#"fill="none""#) && shadow.contains(#"stroke-width="6""#))
    }
}
