import Foundation
import Testing
@testable import FontTables

/// The reader on DejaVu Sans 2.37 (Debian fonts-dejavu-core, 759 720 bytes), a TrueType font with
/// GPOS PairPos format 2 and a legacy 'kern' table. Expected values: text-metrics.md §3.2–§3.3,
/// measured there with fontTools and HarfBuzz on the same Debian file. Skipped where the file is
/// absent or a different version.
@Suite(.enabled(if: DejaVuSans.bytes != nil, "DejaVu Sans 2.37 is not installed"))
struct DejaVuSansTests {
    let font = try! OpenTypeFont(bytes: DejaVuSans.bytes ?? [])

    @Test func metrics() {
        // §3.2 row "DejaVu Sans 2.37": upm 2048, hhea 1901 / −483 / 0, OS/2 version 1 (no cap or x-height).
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == 1901 && font.descender == -483 && font.lineGap == 0)
        #expect(font.capHeight == nil && font.xHeight == nil)
        #expect(!font.hasCFFOutlines)
        // §3.4: "DejaVu … carry both forms" of kerning.
        #expect(font.kerningTable?.isEmpty == false)
        #expect(font.glyphPositioningKerning?.isEmpty == false)
    }
}

enum DejaVuSans {
    static let bytes: [UInt8]? = {
        guard let data = FileManager.default.contents(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
              data.count == 759_720 else { return nil }
        return [UInt8](data)
    }()
}
