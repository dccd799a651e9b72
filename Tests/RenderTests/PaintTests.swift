import LayoutEngine
import ProjectReader
import Testing
import TextLayout
@testable import Render

/// Paint as SwiftUI paints: translucent colours, inherited `.opacity()`, corner radii, gradients,
/// themes and a transparent background, from real SwiftUI source through reader and engine.
@Suite struct PaintTests {
    static func render(_ body: String, options: DiagramOptions = DiagramOptions(measure: .none)) throws -> String {
        let source = """
        import SwiftUI
        #Preview("paint") {
        \(body)
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Paint.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first, "\(reading.diagnostics)")
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal,
                                         options: LayoutOptions(textMeasurer: FontTextMeasurer()))
        let scene = DiagramScene(fixture: "paint", scenario: "paint", proposal: scenario.proposal, layout: result)
        return DiagramRenderer(options: options).render(scene).svg
    }

    /// The first drawn element (a line of the SVG) with class `className`.
    static func element(_ svg: String, _ className: String) -> String? {
        svg.split(separator: "\n").first { $0.hasPrefix("<rect") && $0.contains(#"class="\#(className)""#) }.map(String.init)
    }

    @Test func colourOpacityKeepsTheColourAndMultipliesItsAlpha() throws {
        let svg = try Self.render("Text(\"#Swift\").background(Capsule().fill(Color.gray.opacity(0.15)))")
        // HIG system gray (142,142,147) light and dark, alpha 0.15.
        #expect(svg.contains(".f-gray-15{fill:rgba(142,142,147,0.15)}"))
        // `.secondary` is already translucent (secondaryLabel alpha 0.6): 0.6 × 0.5 = 0.3.
        let secondary = try Self.render("Rectangle().fill(Color.secondary.opacity(0.5)).frame(width: 40, height: 40)")
        #expect(secondary.contains("fill:rgba(60,60,67,0.3)"))
        #expect(secondary.contains("fill:rgba(235,235,245,0.3)"))
    }

    @Test func whiteWithOpacityIsTranslucent() throws {
        let svg = try Self.render("Color(white: 0.5, opacity: 0.25).frame(width: 40, height: 40)")
        // 0.5 × 255 = 127.5, rounded to 128 = 0x80.
        #expect(svg.contains("fill:rgba(128,128,128,0.25)"))
    }

    @Test func opacityFadesTheWholeSubtree() throws {
        let svg = try Self.render("""
            VStack { Color.red.opacity(0.5); Color.blue }.opacity(0.5).frame(width: 40, height: 80)
            """)
        // Blue is faded by the stack alone (0.5), red also by its own opacity: 0.5 × 0.5 = 0.25.
        #expect(Self.element(svg, "f-blue")?.contains(#"opacity="0.5""#) == true)
        #expect(Self.element(svg, "f-red")?.contains(#"opacity="0.25""#) == true)
    }

    @Test func cornerRadiusAndClipShapeRoundTheCorners() throws {
        let svg = try Self.render("""
            HStack { Color.blue.cornerRadius(8); Color.green.clipShape(Capsule()) }.frame(width: 100, height: 30)
            """)
        #expect(Self.element(svg, "f-blue")?.contains(#"rx="8""#) == true)
        // A capsule clip: half the shorter side, 30 / 2.
        #expect(Self.element(svg, "f-green")?.contains(#"rx="15""#) == true)
    }

    @Test func gradientsArePaintedAsGradients() throws {
        let svg = try Self.render("""
            LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 30)
            """)
        #expect(svg.contains(#"<linearGradient id=""#))
        #expect(svg.contains(#"x1="0" y1="0.5" x2="1" y2="0.5""#))
        #expect(svg.contains(#"<stop offset="0" class="st-blue"/>"#))
        #expect(svg.contains(#"<stop offset="1" class="st-purple"/>"#))
        #expect(svg.contains("stop-color:#007aff"))
        #expect(svg.contains(#"fill="url(#"#))
    }

    @Test func themesAndTransparentBackground() throws {
        let body = "Color.blue.frame(width: 40, height: 40)"
        let auto = try Self.render(body)
        #expect(auto.contains("@media (prefers-color-scheme:dark)") && auto.contains(#"<rect class="bg""#))
        let light = try Self.render(body, options: DiagramOptions(measure: .none, theme: .light))
        #expect(!light.contains("@media") && light.contains("fill:#007aff") && !light.contains("#0a84ff"))
        let dark = try Self.render(body, options: DiagramOptions(measure: .none, theme: .dark))
        #expect(!dark.contains("@media") && dark.contains("fill:#0a84ff"))
        let clear = try Self.render(body, options: DiagramOptions(measure: .none, drawsBackground: false))
        #expect(!clear.contains(#"class="bg""#))
    }
}
