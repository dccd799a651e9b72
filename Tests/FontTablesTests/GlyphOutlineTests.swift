import Foundation
import Testing
@testable import FontTables

/// Glyph outlines from CFF (Inter, bundled) and TrueType (DejaVu Sans, when installed).
///
/// The expected values are the fonts' own declarations, read from tables the outline reader does
/// not use: 'hmtx' left side bearings are each glyph's xMin (OpenType spec, hmtx: "lsb … set to
/// xMin" for CFF and TrueType alike), and every TrueType glyph header carries its bounding box.
@Suite struct GlyphOutlineTests {
    static func points(_ outline: GlyphOutline) -> [(x: Double, y: Double)] {
        outline.segments.flatMap { segment -> [(x: Double, y: Double)] in
            switch segment {
            case .move(let x, let y), .line(let x, let y): return [(x, y)]
            case .quad(let cx, let cy, let x, let y): return [(cx, cy), (x, y)]
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): return [(c1x, c1y), (c2x, c2y), (x, y)]
            case .close: return []
            }
        }
    }

    @Test func everyInterGlyphStartsAtItsLeftSideBearing() throws {
        let font = try OpenTypeFont(bytes: BundledFontFiles.interRegular)
        #expect(font.hasOutlines)
        var drawn = 0
        for glyph in 0..<font.numberOfGlyphs {
            let outline = try #require(font.outline(of: GlyphID(glyph)), "glyph \(glyph) has no outline")
            guard let box = outline.bounds else { continue }
            drawn += 1
            // Fonts store the extreme rounded to whole units.
            #expect(abs(box.minX - Double(font.horizontalMetrics.leftSideBearings[glyph])) <= 1, "glyph \(glyph)")
            // Inside the font's bounding box ('head' xMin…xMax, yMin…yMax).
            #expect(box.minX >= Double(font.head.xMin) - 1 && box.maxX <= Double(font.head.xMax) + 1, "glyph \(glyph)")
            #expect(box.minY >= Double(font.head.yMin) - 1 && box.maxY <= Double(font.head.yMax) + 1, "glyph \(glyph)")
        }
        #expect(drawn > 1000)
    }

    @Test func interCapitalHIsOneContourOfTwelveStraightEdges() throws {
        // H is drawn as one outline: two stems joined by the bar, 12 corners, no curves.
        let font = try OpenTypeFont(bytes: BundledFontFiles.interRegular)
        let outline = try #require(font.outline(of: font.glyphID(for: "H")))
        #expect(outline.segments.filter { if case .move = $0 { true } else { false } }.count == 1)
        let edges = outline.segments.filter { if case .line = $0 { true } else { false } }.count
        let curves = outline.segments.filter { if case .cubic = $0 { true } else { false } }.count
        #expect(curves == 0)
        // The closing edge back to the start is implied by `close`.
        #expect(edges == 11)
        #expect(font.outline(of: font.glyphID(for: " "))?.isEmpty == true)
    }

    @Test func trueTypeOutlinesMatchTheGlyphHeadersBoundingBoxes() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard let data = FileManager.default.contents(atPath: path) else {
            print("skipped: \(path) is not installed (TrueType outline test)")
            return
        }
        let bytes = [UInt8](data)
        let font = try OpenTypeFont(bytes: bytes)
        #expect(font.hasOutlines)
        let directory = try TableDirectory(bytes: bytes, fontOffset: 0)
        let glyf = try #require(directory.record("glyf"))
        let loca = try #require(try directory.reader("loca", in: bytes))
        func be16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))) }
        var checked = 0
        for glyph in 0..<min(font.numberOfGlyphs, 3000) {
            let start = font.head.indexToLocFormat == 1 ? Int(try loca.uint32(glyph * 4)) : Int(try loca.uint16(glyph * 2)) * 2
            let end = font.head.indexToLocFormat == 1 ? Int(try loca.uint32(glyph * 4 + 4)) : Int(try loca.uint16(glyph * 2 + 2)) * 2
            guard end > start, be16(glyf.offset + start) > 0 else { continue } // simple glyphs only
            let outline = try #require(font.outline(of: GlyphID(glyph)))
            let box = try #require(outline.bounds)
            let declared = [be16(glyf.offset + start + 2), be16(glyf.offset + start + 4), be16(glyf.offset + start + 6), be16(glyf.offset + start + 8)]
            // Font tools store either the curve's extremes or the control points' (rounded to whole
            // units): the declared box lies between the two.
            let points = Self.points(outline)
            let hull = [points.map(\.x).min()!, points.map(\.y).min()!, points.map(\.x).max()!, points.map(\.y).max()!]
            for (index, (drawn, stored)) in zip([box.minX, box.minY, box.maxX, box.maxY], declared).enumerated() {
                let (low, high) = index < 2 ? (hull[index], drawn) : (drawn, hull[index])
                #expect(Double(stored) >= low - 1 && Double(stored) <= high + 1, "glyph \(glyph): \(drawn), hull \(hull[index]), stored \(stored)")
            }
            checked += 1
        }
        #expect(checked > 1000)
    }
}
