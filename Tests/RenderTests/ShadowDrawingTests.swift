import Testing
@testable import Render

/// `.shadow(color:radius:x:y:)` in the PNG: the caster's shape in the shadow colour behind it,
/// moved by (x, y), its edge spread over ±radius by translucent layers (`DiagramDrawing+Shadow`),
/// one per point of radius (2 to 8).
/// The default colour is black at 33 % (Apple's declaration: `Color(.sRGBLinear, white: 0,
/// opacity: 0.33)`); over the white canvas a pixel covered by all of it is 255 × (1 − 0.33) = 170.85.
@Suite struct ShadowDrawingTests {
    static let card = #"RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 100, height: 50)"#

    @Test func aSharpShadowIsTheShapeInBlackAtAThirdMovedByItsOffset() throws {
        let picture = try ScreenLayerTests.picture(Self.card + ".shadow(radius: 0, x: 0, y: 10)")
        let frame = try picture.view("RoundedRectangle").frame
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.maxY + 5), (171, 171, 171), tolerance: 3))
        // Above the card the shadow (moved down) leaves the canvas white; the card covers its own.
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.y - 5), (255, 255, 255)))
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.midY), (255, 255, 255)))
    }

    @Test func aBlurredShadowFadesAcrossTwiceItsRadius() throws {
        // Radius 8: eight layers grown by −7, −5, −3, −1, 1, 3, 5 and 7 pt, each of alpha β with
        // 1 − (1 − β)⁸ = 0.33: 1 − β = 0.67^⅛ ≈ 0.95117.
        let picture = try ScreenLayerTests.picture(Self.card + ".shadow(radius: 8)")
        let frame = try picture.view("RoundedRectangle").frame
        // 2 pt below the card three layers cover (3, 5, 7): 255 × 0.95117³ ≈ 219.4.
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.maxY + 2), (219, 219, 219), tolerance: 3))
        // 4 pt below, two (5, 7): 255 × 0.95117² ≈ 230.7.
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.maxY + 4), (231, 231, 231), tolerance: 3))
        // Beyond the radius nothing.
        #expect(ScreenLayerTests.near(picture.pixel(frame.midX, frame.maxY + 10), (255, 255, 255)))
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        #expect(rendered.warnings.map(\.id).contains("shadowApproximated"))
    }

    @Test func aShadowOfTextIsLeftOutWithAWarning() throws {
        let picture = try ScreenLayerTests.picture(#"Text("Hello").shadow(radius: 4)"#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        let warning = try #require(rendered.warnings.first { $0.id == "shadowApproximated" })
        #expect(warning.text == "shadows not drawn for views without a filled shape (Text)")
    }

    @Test func aColourWithTheOneArgumentShapeStyleShadowIsStillAColour() throws {
        // `Color.white.shadow(.drop(radius: 2))` is a ShapeStyle (iOS 16), here given to fill.
        let svg = try ScreenLayerTests.svg(#"Rectangle().fill(Color.red.shadow(.drop(radius: 2))).frame(width: 20, height: 20)"#)
        #expect(!svg.contains("-shadow-"))
    }
}

/// `.blendMode(_:)`: composited normally, and said so.
@Suite struct BlendModeWarningTests {
    @Test func aMultiplyBlendIsNamedInAWarning() throws {
        let scene = try ScreenLayerTests.scene(#"Color.red.frame(width: 20, height: 20).blendMode(.multiply)"#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
        let warning = try #require(rendered.warnings.first { $0.id == "blendModeNotDrawn" })
        #expect(warning.text.contains(".multiply"))
    }

    @Test func theNormalBlendModeSaysNothing() throws {
        let scene = try ScreenLayerTests.scene(#"Color.red.frame(width: 20, height: 20).blendMode(.normal)"#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
        #expect(!rendered.warnings.contains { $0.id == "blendModeNotDrawn" })
    }
}
