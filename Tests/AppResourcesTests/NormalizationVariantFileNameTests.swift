import Foundation
import Testing
@testable import AppResources
import TestSupport

/// An image set's `Contents.json` may spell a file name in decomposed Unicode (NFD: HFS+ stored
/// names so) while the file on disk is precomposed (NFC: Git checks names out so with
/// `core.precomposeUnicode`). The Mac's default APFS is "normalization-preserving, but not
/// normalization-sensitive" (Apple, "Apple File System Guide", FAQ), so Xcode reads the file;
/// the catalog reader finds it too.
@Suite("File names in another normalization form")
struct NormalizationVariantFileNameTests {
    /// "연필" (pencil) written with precomposed Hangul syllables U+C5F0 U+D544, and with the
    /// conjoining jamo they decompose to (Unicode Standard, 3.12 "Conjoining Jamo Behavior":
    /// 연 = ᄋ U+110B + ᅧ U+1167 + ᆫ U+11AB, 필 = ᄑ U+1111 + ᅵ U+1175 + ᆯ U+11AF).
    static let precomposed = "icons8-\u{C5F0}\u{D544}.png"
    static let decomposed = "icons8-\u{110B}\u{1167}\u{11AB}\u{1111}\u{1175}\u{11AF}.png"

    @Test("A set naming its file in NFD reads the NFC file on disk, 48 px at 1x = 48 pt")
    func decomposedNameFindsPrecomposedFile() throws {
        #expect(Array(Self.precomposed.utf8) != Array(Self.decomposed.utf8))
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/pencil.imageset/" + Self.precomposed, ImageBytes.png(width: 48, height: 48))
        try box.write("A.xcassets/pencil.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image(Self.decomposed, scale: "1x")]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.isEmpty)
        let asset = try #require(bundle.image(named: "pencil"))
        #expect(asset.pointSize(scale: 3).map { [$0.width, $0.height] } == [48, 48])
    }

    @Test("A name matching no file in any normalization form is still a missing file")
    func otherNameStaysMissing() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/pencil.imageset/" + Self.precomposed, ImageBytes.png(width: 48, height: 48))
        try box.write("A.xcassets/pencil.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("icons8-\u{110B}\u{1167}\u{11AB}.png", scale: "1x")]))
        let (_, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map(\.id) == ["missingImageFile"])
    }
}
