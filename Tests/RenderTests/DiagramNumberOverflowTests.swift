import LayoutEngine
import Testing
@testable import Render

/// Absurd frames (`frame(width: 1e300)` is legal Swift) must never crash the renderer.
struct DiagramNumberOverflowTests {
    @Test(arguments: [1e16, 9.3e18, 2e19, -1e300, Double.greatestFiniteMagnitude])
    func hugeValuesFormatWithoutCrashing(value: Double) {
        let text = DiagramNumber.format(value)
        #expect(abs((Double(text) ?? .nan) - value.rounded()) <= abs(value) * 1e-15)
    }
}

/// Issue 19: values that once trapped or hung the renderer.
struct HostileRenderValueTests {
    /// `Color(red: 0, green: 0, blue: 0, opacity: .nan)` once trapped converting NaN to `Int` in
    /// `classToken` (the reader now rejects it; the renderer stays total anyway): NaN counts as 0.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func colourComponentsNeverTrap(value: Double) {
        let color = ColorValue.rgb(red: value, green: 0.5, blue: value, opacity: value)
        #expect(color.classToken.hasPrefix("rgb-"))
        #expect(color.cssValues?.light.contains("nan") == false)
    }

    /// 60 000 untitled previews once took minutes (each repeat scanned every earlier suffix).
    /// The result is the documented one: `x`, `x-2`, `x-3`, …; a name equal to an earlier
    /// suffix (`x-2` given literally) takes the next free one.
    @Test func manyEqualNamesGetCountedSuffixes() {
        let slugs = DiagramIdentifiers.uniqueSlugs(Array(repeating: "x", count: 60_000) + ["x-2", "x"])
        #expect(slugs[0] == "x")
        #expect(slugs[1] == "x-2")
        #expect(slugs[59_999] == "x-60000")
        #expect(slugs[60_000] == "x-2-2")
        #expect(slugs[60_001] == "x-60001")
        #expect(Set(slugs).count == slugs.count)
    }
}

/// The renderers' last guard finds NaN and infinity in geometry attributes only.
struct NonFiniteAttributesTests {
    @Test(arguments: [
        ("<rect width=\"nan\"/>", "width=\"nan\""), ("<svg viewBox=\"0 0 inf 10\">", "viewBox=\"0 0 inf 10\""),
        ("<path d=\"M0,0 L-nan,3\"/>", "d=\"M0,0 L-nan,3\""), ("<g transform=\"translate(1e999 0)\">", "transform=\"translate(1e999 0)\""),
        ("<text x=\"∞\">", "x=\"∞\""),
    ])
    func found(markup: String, attribute: String) {
        #expect(NonFiniteAttributes.first(in: markup) == attribute)
    }

    @Test("A number too long to be finite is found; ordinary path data is not")
    func longNumbers() {
        // 400 nines: about 10^400, beyond Double.greatestFiniteMagnitude (about 1.8 × 10^308).
        let huge = String(repeating: "9", count: 400)
        #expect(NonFiniteAttributes.first(in: "<rect width=\"\(huge)\"/>") == "width=\"\(huge.prefix(60))\"")
        // 299 nines: about 10^299, finite.
        #expect(NonFiniteAttributes.first(in: "<rect width=\"\(String(repeating: "9", count: 299))\"/>") == nil)
        #expect(NonFiniteAttributes.first(in: "<path d=\"M10,20L30.5,-40 C1e2 2E-3 +3 4\r\n5Z\"/>") == nil)
    }

    @Test func labelsAndTextMayMentionThem() {
        #expect(NonFiniteAttributes.first(in: "<text x=\"1.5\" class=\"nan inf\" aria-label=\"∞\">width ∞, nan</text>") == nil)
    }
}

/// The PNG rasteriser on absurd scenes: no crash, no hang, a valid PNG of bounded size.
struct RasterHostileSceneTests {
    @Test(arguments: [1e9, 1e300, -1e300, Double.greatestFiniteMagnitude, .infinity, .nan])
    func absurdFramesStillGiveAPNG(value: Double) {
        let frame = Rect(x: 0, y: 0, width: value, height: 40)
        let colour = DiagramView(kind: "Color", label: "Color.red", path: "Color", frame: frame, content: .color(.system(.red)))
        let shape = DiagramView(kind: "RoundedRectangle", label: "RoundedRectangle", path: "Shape",
                                frame: Rect(x: value, y: value, width: 30, height: 30),
                                style: ViewStyle(stroke: .system(.blue), lineWidth: 2, cornerRadius: value),
                                content: .shape(.roundedRectangle(cornerRadius: value)))
        let root = DiagramView(kind: "VStack", label: "VStack", path: "VStack", frame: frame, content: .layout,
                               children: [colour, shape])
        let scene = DiagramScene(fixture: "f", scenario: "absurd", proposal: ProposedSize(width: value, height: 40),
                                 canvas: Size(width: value, height: 40), root: root)
        let png = DiagramRenderer(options: DiagramOptions(measure: .all)).renderPNG(scene, scale: 2)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // At most 4096 pixels a side.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width <= 4096 && height <= 4096 && width * height <= 4_194_304)
    }
}
