import Testing
@testable import Render

/// The PNG rasteriser's stroke geometry (`RasterStroke`): dashes, caps and joins as SVG 2
/// ("Stroke shape") and Core Graphics draw them. Each check reads one pixel's coverage (its alpha)
/// whose centre lies clearly inside or outside the stroke by arithmetic.
@Suite struct RasterStrokeTests {
    /// The alpha at each pixel of a 48 × 24 canvas after filling the stroke of `points`.
    static func coverage(_ stroke: RasterStroke, _ points: [(Double, Double)]) throws -> (Int, Int) -> Float {
        var path = RasterPath()
        stroke.add(points, to: &path, bounds: (0, 0, 48, 24))
        var canvas = RasterCanvas(width: 48, height: 24)
        var mask = CoverageMask()
        // A stroke with nothing to draw (butt-capped dots) has no edges and leaves the canvas bare.
        guard mask.prepare(edges: path.edges, canvasWidth: 48, canvasHeight: 24) else { return { _, _ in 0 } }
        canvas.fill(&mask, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 1), opacity: 1)
        let pixels = canvas.pixels
        return { x, y in pixels[(y * 48 + x) * 4 + 3] }
    }

    @Test func dashesAlternateInkAndGapFromThePhase() throws {
        // A line along y = 12, 4 px wide, dashes of 10 and gaps of 10 from x = 0: ink on 0–10 and
        // 20–30, none on 10–20. A phase of 5 moves the pattern back 5: ink on 0–5 and 15–25.
        let line = [(0.0, 12.0), (48.0, 12.0)]
        let plain = try Self.coverage(RasterStroke(width: 4, dashes: [10, 10]), line)
        #expect(plain(5, 12) > 0.99 && plain(15, 12) < 0.01 && plain(25, 12) > 0.99)
        let shifted = try Self.coverage(RasterStroke(width: 4, dashes: [10, 10], dashOffset: 5), line)
        #expect(shifted(2, 12) > 0.99 && shifted(7, 12) < 0.01 && shifted(20, 12) > 0.99)
    }

    @Test func roundCapsMakeZeroLengthDashesDots() throws {
        // `dash: [0, 12]` with round caps: discs of radius 3 at x = 0, 12, 24, 36 on y = 12.
        let dots = try Self.coverage(RasterStroke(width: 6, cap: .round, dashes: [0, 12]), [(0, 12), (48, 12)])
        #expect(dots(12, 12) > 0.99 && dots(24, 11) > 0.99)
        // Half-way between two dots (x = 18) is bare; so is a butt-capped zero-length dash.
        #expect(dots(18, 12) < 0.01)
        let butt = try Self.coverage(RasterStroke(width: 6, dashes: [0, 12]), [(0, 12), (48, 12)])
        #expect(butt(12, 12) < 0.01)
    }

    @Test func squareCapsReachHalfTheWidthPastTheEnd() throws {
        // A 6 px line from x = 10 to 30: a square cap reaches x = 7 and 33; a butt cap stops at 10.
        let square = try Self.coverage(RasterStroke(width: 6, cap: .square), [(10, 12), (30, 12)])
        #expect(square(8, 12) > 0.99 && square(31, 12) > 0.99 && square(34, 12) < 0.01)
        let butt = try Self.coverage(RasterStroke(width: 6), [(10, 12), (30, 12)])
        #expect(butt(8, 12) < 0.01)
    }

    @Test func aMiterJoinFillsTheOuterCornerAndABevelCutsIt() throws {
        // Right along y = 4, then down x = 30, 4 px wide: the outer corner is the square
        // 30–32 × 2–4. Pixel (31, 2), centre (31.5, 2.5), lies in it: inside the miter; the bevel's
        // edge runs from (30, 2) to (32, 4), x − y = 28, and the centre's x − y = 29 is beyond it.
        let corner = [(4.0, 4.0), (30.0, 4.0), (30.0, 20.0)]
        let miter = try Self.coverage(RasterStroke(width: 4, join: .miter, miterLimit: 10), corner)
        #expect(miter(31, 2) > 0.99)
        let bevel = try Self.coverage(RasterStroke(width: 4, join: .bevel), corner)
        #expect(bevel(31, 2) < 0.01)
        // A right angle's miter is √2 ≈ 1.41 widths long: a limit of 1.2 bevels it.
        let limited = try Self.coverage(RasterStroke(width: 4, join: .miter, miterLimit: 1.2), corner)
        #expect(limited(31, 2) < 0.01)
    }
}
