import Testing
@testable import Render

/// The canvas's fast paths paint the same bits as the general coverage-mask path.
@Suite struct RasterCanvasTests {
    static let blue = RasterColor(red: 0, green: 0.478, blue: 1, alpha: 1)

    /// `RasterPath.roundedRect` with radius 0, moved to device pixels as the rasteriser does.
    static func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> RasterPath {
        var path = RasterPath()
        path.roundedRect(x, y, width, height, radius: 0)
        path.close()
        return path
    }

    @Test func pixelAlignedRectanglePaintsWhatItsMaskPaints() throws {
        for (opacity, color) in [(1, Self.blue), (0.5, Self.blue), (1, RasterColor(red: 1, green: 0, blue: 0, alpha: 0.3))] as [(Float, RasterColor)] {
            var fast = RasterCanvas(width: 40, height: 30), masked = fast
            var mask = CoverageMask()
            // Something underneath first, so blending (not just storing) is compared.
            for canvas in [0, 1] {
                let under = Self.rectangle(2.5, 3.25, 20, 10)
                let prepared = mask.prepare(edges: under.edges, canvasWidth: 40, canvasHeight: 30)
                #expect(prepared)
                if canvas == 0 { fast.fill(&mask, color: Self.blue, opacity: 0.7) } else { masked.fill(&mask, color: Self.blue, opacity: 0.7) }
            }
            // Partly off the canvas on the left and bottom.
            let path = Self.rectangle(-4, 6, 30, 30)
            let aligned = try #require(path.pixelAlignedRectangle)
            #expect(aligned.columns == -4..<26 && aligned.rows == 6..<36)
            fast.fill(columns: aligned.columns, rows: aligned.rows, color: color, opacity: opacity)
            let prepared = mask.prepare(edges: path.edges, canvasWidth: 40, canvasHeight: 30)
            #expect(prepared)
            masked.fill(&mask, color: color, opacity: opacity)
            #expect(fast.pixels == masked.pixels)
            #expect(fast.rgba == masked.rgba)
        }
    }

    @Test func onlyWholePixelRectanglesTakeTheFastPath() {
        #expect(Self.rectangle(1, 2, 3, 4).pixelAlignedRectangle != nil)
        #expect(Self.rectangle(1.5, 2, 3, 4).pixelAlignedRectangle == nil)
        var rounded = RasterPath()
        rounded.roundedRect(0, 0, 10, 10, radius: 2)
        #expect(rounded.pixelAlignedRectangle == nil)
        var ring = RasterPath() // a stroke: outer contour and reversed inner one
        ring.roundedRect(0, 0, 10, 10, radius: 0)
        ring.roundedRect(1, 1, 8, 8, radius: 0, reversed: true)
        ring.close()
        #expect(ring.pixelAlignedRectangle == nil)
        var flat = RasterPath() // there and back along one line: no area
        flat.move(0, 0); flat.line(4, 0); flat.line(0, 0); flat.line(4, 0); flat.close()
        #expect(flat.pixelAlignedRectangle == nil)
    }

    @Test func aReusedMaskStartsEmpty() {
        var reused = CoverageMask()
        var canvas = RasterCanvas(width: 20, height: 20)
        var first = RasterPath()
        first.ellipse(10, 10, 7.3, 5.1)
        let prepared = reused.prepare(edges: first.edges, canvasWidth: 20, canvasHeight: 20)
        #expect(prepared)
        canvas.fill(&reused, color: Self.blue, opacity: 1)
        var second = RasterPath()
        second.ellipse(6.2, 7.7, 3.1, 2.9)
        var fresh = CoverageMask()
        var expected = canvas
        let preparedFresh = fresh.prepare(edges: second.edges, canvasWidth: 20, canvasHeight: 20)
        #expect(preparedFresh)
        expected.fill(&fresh, color: RasterColor(red: 1, green: 0.5, blue: 0, alpha: 0.8), opacity: 1)
        let preparedAgain = reused.prepare(edges: second.edges, canvasWidth: 20, canvasHeight: 20)
        #expect(preparedAgain)
        canvas.fill(&reused, color: RasterColor(red: 1, green: 0.5, blue: 0, alpha: 0.8), opacity: 1)
        #expect(canvas.pixels == expected.pixels)
    }

    @Test func byteRoundsHalvesAwayFromZeroLikeRounded() {
        var values: [Float] = [-1, 0, 0.49999997, 0.5, 1.5, 2.5, 127.49999, 127.5, 254.5, 254.99998, 255, 300, .nan]
        for whole in 0..<256 {
            let half = Float(whole) + 0.5
            values += [half, half.nextDown, half.nextUp, Float(whole)]
        }
        for value in values where !value.isNaN {
            #expect(RasterCanvas.byte(value) == UInt8(min(max(value.rounded(), 0), 255)), "\(value)")
        }
        #expect(RasterCanvas.byte(.nan) == 0)
    }
}
