import Testing
@testable import Render

/// `StrokeStyle` drawn: SVG's `stroke-*` attributes for a known shape and frame, `stroke`
/// centred on the outline and `strokeBorder` inside it (Apple,
/// `InsettableShape.strokeBorder(_:style:antialiased:)`), a stroke without a colour painting
/// the foreground style.
@Suite struct StrokeStyleDrawingTests {
    /// The first element of `svg` with `fragment`, any kind.
    static func element(_ svg: String, _ fragment: String) -> String? {
        svg.split(separator: "\n").first { $0.hasPrefix("<") && $0.contains(fragment) }.map(String.init)
    }

    @Test func aDashedRectangleIsItsOutlineWithTheStyleAttributes() throws {
        let svg = try PaintTests.render("""
            Rectangle()
                .stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 5], dashPhase: 3))
                .frame(width: 100, height: 60)
            """)
        // The 100 × 60 frame at (146.67, 349.67) (PathDrawingTests); a centred stroke is not
        // inset, so the outline runs from the top-leading corner clockwise: (246.67, 349.67),
        // (246.67, 409.67), (146.67, 409.67).
        let path = try #require(UnevenCornerTests.path(svg, "s-red"), "\(svg)")
        #expect(path.contains(#"d="M146.67 349.67 L246.67 349.67 L246.67 409.67 L146.67 409.67 Z""#))
        #expect(path.contains(#"stroke-dasharray="10 5""#))
        #expect(path.contains(#"stroke-dashoffset="3""#))
        #expect(path.contains(#"stroke-linecap="round""#))
        #expect(path.contains(#"stroke-width="4""#))
        // Core Graphics' miter limit (10), not SVG's 4.
        #expect(path.contains(#"stroke-miterlimit="10""#))
    }

    @Test func strokeCentresTheLineAndStrokeBorderInsetsIt() throws {
        // A 100 × 100 frame centred at (196.67, 379.67) (PathDrawingTests): `stroke` keeps the
        // circle's radius 50; `strokeBorder(lineWidth: 10)` insets it by 10 / 2 = 5, radius 45.
        let centred = try PaintTests.render("Circle().stroke(Color.blue, lineWidth: 10).frame(width: 100, height: 100)")
        let outer = try #require(Self.element(centred, "s-blue"), "\(centred)")
        #expect(outer.contains(#"r="50""#) && outer.contains(#"cx="196.67""#))
        let border = try PaintTests.render("Circle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 100, height: 100)")
        let inner = try #require(Self.element(border, "s-blue"), "\(border)")
        #expect(inner.contains(#"r="45""#))
    }

    @Test func aStrokeWithoutAColourPaintsTheForegroundStyle() throws {
        let svg = try PaintTests.render("Circle().stroke(lineWidth: 4).foregroundColor(.green).frame(width: 40, height: 40)")
        let circle = try #require(Self.element(svg, "<circle"), "\(svg)")
        #expect(circle.contains(#"class="s-green""#))
        #expect(circle.contains(#"fill="none""#))
        // Inside a container the inherited foreground colours the stroke too.
        let inherited = try PaintTests.render("VStack { Capsule().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4])) }.foregroundStyle(.orange).frame(width: 60, height: 20)")
        let capsule = try #require(Self.element(inherited, "s-orange"), "\(inherited)")
        #expect(capsule.contains(#"stroke-dasharray="4""#) && capsule.contains(#"fill="none""#))
    }

    @Test func strokeStylePropertiesAreReadAndWritten() throws {
        let svg = try PaintTests.render("""
            var style = StrokeStyle(lineWidth: 3, dash: [4, 2])
            style.lineWidth = style.lineWidth + style.dash[0]
            return Color.red.frame(width: style.lineWidth * 10, height: style.miterLimit * 2)
            """)
        // lineWidth 3 + dash[0] 4 = 7 → 70 wide; the default miter limit 10 → 20 high.
        let rect = try #require(PaintTests.element(svg, "f-red"), "\(svg)")
        #expect(rect.contains(#"width="70""#) && rect.contains(#"height="20""#))
    }
}
