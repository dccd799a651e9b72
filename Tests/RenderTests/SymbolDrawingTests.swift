import LayoutEngine
import Testing
@testable import Render

/// SF Symbols drawn as look-alike Material Icons glyphs (`SymbolOutline`, docs/render.md
/// "SF Symbols"), checked in the PNG's pixels and the SVG. Glyph coordinates below are the
/// Material outlines' font units (512 per em, y down) as the generator wrote them; a symbol's
/// 17 × 17 frame at `.body` holds the glyph's 20/24 live area, so the em is 17 × 24 / 20 = 20.4 pt
/// wide, starting 8.5 − 10.2 = −1.7 pt from the frame's leading and top edges, and a unit `u`
/// lies at −1.7 + u × 20.4 / 512 pt.
@Suite struct SymbolDrawingTests {
    typealias Picture = ScreenLayerTests.Picture

    /// A point of the frame from glyph units: −1.7 + u × 20.4 / 512 on each axis.
    static func point(_ frame: Rect, _ ux: Double, _ uy: Double) -> (Double, Double) {
        (frame.x - 1.7 + ux * 20.4 / 512, frame.y - 1.7 + uy * 20.4 / 512)
    }

    /// Whether the pixel at (x, y) is painted, not the white background (light appearance).
    static func inked(_ picture: Picture, _ x: Double, _ y: Double) -> Bool {
        let pixel = picture.pixel(x, y)
        return pixel.red < 200 || pixel.green < 200 || pixel.blue < 200
    }

    /// `chevron_right` is `M213 128 341 256 213 384 183 354 281 256 183 158Z`: two arms meeting at
    /// a tip at (341, 256), the notch between them reaching in to (281, 256).
    @Test func aChevronIsDrawnInsideItsFrameAsAChevronNotABox() throws {
        let picture = try ScreenLayerTests.picture(#"Image(systemName: "chevron.right")"#)
        let frame = try picture.view("Image").frame
        #expect(frame.width == 17 && frame.height == 17)
        // Just inside the tip, (321, 256): inked. In the notch, (230, 256): empty.
        let tip = Self.point(frame, 321, 256), notch = Self.point(frame, 230, 256)
        #expect(Self.inked(picture, tip.0, tip.1))
        #expect(!Self.inked(picture, notch.0, notch.1))
        // On the upper arm, halfway along its centre line from (198, 143) to (311, 256): inked.
        let arm = Self.point(frame, 254.5, 199.5)
        #expect(Self.inked(picture, arm.0, arm.1))
        // Not a box: the frame's corners and the middle of its leading edge are empty.
        for (x, y) in [(frame.x + 1, frame.y + 1), (frame.maxX - 1, frame.y + 1), (frame.x + 1, frame.maxY - 1),
                       (frame.maxX - 1, frame.maxY - 1), (frame.x + 1, frame.midY)] {
            #expect(!Self.inked(picture, x, y), "ink at (\(x), \(y))")
        }
        // No ink in a 3-pt ring around the frame: the glyph (x 183…341, y 128…384 units, i.e.
        // 5.6…11.9 and 3.4…13.6 pt into the frame) stays inside it.
        var outside = 0
        for step in stride(from: -3.0, through: 20, by: 0.25) {
            for (x, y) in [(frame.x + step, frame.y - 2), (frame.x + step, frame.maxY + 2),
                           (frame.x - 2, frame.y + step), (frame.maxX + 2, frame.y + step)] where Self.inked(picture, x, y) {
                outside += 1
            }
        }
        #expect(outside == 0)
    }

    /// `heart.fill` is Material's `favorite` (a filled heart); `heart` is `favorite_border`, whose
    /// inner contour leaves the middle, (256, 256), empty.
    @Test func aFillVariantIsFilledAndThePlainNameIsAnOutline() throws {
        let filled = try ScreenLayerTests.picture(#"Image(systemName: "heart.fill")"#)
        let plain = try ScreenLayerTests.picture(#"Image(systemName: "heart")"#)
        let filledMiddle = Self.point(try filled.view("Image").frame, 256, 256)
        let plainMiddle = Self.point(try plain.view("Image").frame, 256, 256)
        #expect(Self.inked(filled, filledMiddle.0, filledMiddle.1))
        #expect(!Self.inked(plain, plainMiddle.0, plainMiddle.1))
        // The outline's ring, at (64, 181) on the left side between the contours: inked.
        let ring = Self.point(try plain.view("Image").frame, 64, 181)
        #expect(Self.inked(plain, ring.0, ring.1))
    }

    /// A symbol is a template image: painted in the foreground style, its own or inherited from
    /// a container. HIG systemRed, light: R-255 G-59 B-48.
    @Test func theForegroundStyleTintsASymbol() throws {
        for body in [#"Image(systemName: "heart.fill").foregroundStyle(.red)"#,
                     #"HStack { Image(systemName: "heart.fill") }.foregroundStyle(.red)"#] {
            let picture = try ScreenLayerTests.picture(body)
            let middle = Self.point(try picture.view("Image").frame, 256, 256)
            #expect(ScreenLayerTests.near(picture.pixel(middle.0, middle.1), (255, 59, 48)), "\(body)")
        }
    }

    /// Without a foreground style a symbol is `.primary`: black in the light appearance.
    @Test func aSymbolWithoutAStyleIsPrimary() throws {
        let picture = try ScreenLayerTests.picture(#"Image(systemName: "heart.fill")"#)
        let middle = Self.point(try picture.view("Image").frame, 256, 256)
        #expect(ScreenLayerTests.near(picture.pixel(middle.0, middle.1), (0, 0, 0)))
    }

    /// Each glyph is defined once however often it is drawn; the metadata and one warning name
    /// the look-alikes; a name with no look-alike keeps its crossed box and its own warning.
    @Test func theSVGSaysWhichSymbolsAreLookAlikesAndWhichAreNotDrawn() throws {
        let scene = try ScreenLayerTests.scene(#"""
        HStack { Image(systemName: "star"); Image(systemName: "star"); Image(systemName: "not.a.symbol") }
        """#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
        let svg = rendered.svg
        #expect(svg.components(separatedBy: "-sym-star_border\" d=").count == 2)
        #expect(svg.components(separatedBy: "<use href=\"#\(rendered.id)-sym-star_border\"").count == 3)
        #expect(svg.contains("<metadata id=\"\(rendered.id)-symbols\""))
        #expect(svg.contains("star as star_border"))
        #expect(svg.contains("drawn as crossed boxes: not.a.symbol"))
        // The crossed box: the placeholder's outline and its two diagonals.
        #expect(svg.contains("class=\"im\""))
        #expect(rendered.warnings.map(\.id) == ["symbolApproximated", "symbolNotDrawn"])
        #expect(rendered.warnings.first?.text.hasSuffix(": star") == true)
    }

    @Test func aVariantNotListedIsDrawnAsItsLongestListedPrefix() {
        #expect(SymbolOutline.lookup("chevron.right")?.glyphName == "chevron_right")
        let variant = SymbolOutline.lookup("person.crop.circle.badge.xmark.fill")
        #expect(variant?.matchedName == "person.crop.circle")
        #expect(variant?.symbolName == "person.crop.circle.badge.xmark.fill")
        #expect(SymbolOutline.lookup("not.a.symbol") == nil)
        #expect(SymbolOutline.lookup("") == nil)
        #expect(SymbolOutline.lookup("...") == nil)
    }

    /// Every listed name has an outline, and every outline uses only the commands the PNG
    /// rasteriser reads (absolute M L H V Q C Z).
    @Test func everyListedSymbolHasAnOutlineTheRasteriserReads() {
        let names = SymbolOutline.listedNames
        #expect(names.count > 300)
        for name in names {
            guard let outline = SymbolOutline.lookup(name) else {
                Issue.record("no outline for \(name)")
                continue
            }
            #expect(outline.matchedName == name)
            let letters = Set(outline.pathData.filter(\.isLetter))
            #expect(letters.isSubset(of: ["M", "L", "H", "V", "Q", "C", "Z"]), "\(name): \(letters)")
        }
    }
}
