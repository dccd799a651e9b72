import Diagnostics
import FontTables
import LayoutEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the names of a `.ttf`/`.otf` font (each face of a `.ttc`) through FontTables.
enum FontFileReader {
    /// Faces read from one collection; real collections hold a few dozen at most.
    static let maximumFaces = 64

    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> [AppFont] {
        let bytes: [UInt8]
        switch ResourceFileReading.whole(path, limit: ResourceFileReading.fontLimit) {
        case .bytes(let read): bytes = read
        case .failed(let diagnostic): diagnostics.append(diagnostic); return []
        }
        let faceCount = bytes.starts(with: Array("ttcf".utf8)) ? min(ImageHeader.bigEndian(bytes, at: 8, count: 4), maximumFaces) : 1
        var fonts: [AppFont] = []
        for face in 0..<max(faceCount, 1) {
            do {
                let font = try OpenTypeFont(bytes: bytes, fontIndex: face, skipsBrokenOptionalTables: true)
                fonts.append(AppFont(path: path, faceIndex: face, postScriptName: font.postScriptName,
                                         familyName: font.familyName, fullName: font.fullName, isRegistered: nil,
                                         styleName: font.subfamilyName, metricsPerPoint: metricsPerPoint(of: font)))
            } catch {
                diagnostics.append(Diagnostic(.unreadableFont("\(error)"), at: .wholeFile(path)))
            }
        }
        return fonts
    }

    /// `font`'s vertical metrics at 1 pt, as `ScaledFont` reads them for text (hhea, OS/2), with
    /// the hhea line gap kept: UIKit's `leading`.
    static func metricsPerPoint(of font: OpenTypeFont) -> FontLineMetrics? {
        guard font.unitsPerEm > 0 else { return nil }
        let perUnit = 1 / Double(font.unitsPerEm)
        return FontLineMetrics(ascender: Double(font.ascender) * perUnit, descender: Double(-font.descender) * perUnit,
                               lineGap: Double(font.lineGap) * perUnit,
                               capHeight: font.capHeight.map { Double($0) * perUnit } ?? 0.7,
                               xHeight: font.xHeight.map { Double($0) * perUnit } ?? 0.5)
    }
}
