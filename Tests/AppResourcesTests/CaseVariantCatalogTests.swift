import Diagnostics
import Testing
@testable import AppResources
import TestSupport

/// Two catalogs whose folder names differ only in letter case are one folder on the Mac that
/// builds the app (its file system is case-insensitive by default; Apple, FSKit
/// `FSVolume.CaseFormat`), so the bundle reads them as one catalog holding both folders' sets.
@Suite("Case-variant catalogs")
struct CaseVariantCatalogTests {
    @Test("Images.xcassets and images.xcassets are one catalog with the sets of both")
    func caseVariantsAreOneCatalog() throws {
        let box = try Sandbox()
        for folder in ["Images", "images"] {
            try box.write("UI/Resources/\(folder).xcassets/Contents.json", CatalogJSON.root)
        }
        try box.write("UI/Resources/Images.xcassets/blur.imageset/b.png", ImageBytes.png(width: 30, height: 30))
        try box.write("UI/Resources/Images.xcassets/blur.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("b.png", scale: "3x")]))
        try box.write("UI/Resources/images.xcassets/end-call.imageset/e.png", ImageBytes.png(width: 60, height: 60))
        try box.write("UI/Resources/images.xcassets/end-call.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("e.png", scale: "3x")]))
        try box.write("UI/Resources/Colors.xcassets/Contents.json", CatalogJSON.root)
        try box.write("UI/Resources/Colors.xcassets/Brand.colorset/Contents.json", CatalogJSON.colorSet([CatalogJSON.color(CatalogJSON.rgba("0x12", "0x34", "0x56"))]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("UI")])
        #expect(diagnostics.isEmpty)
        // Colors and the one Images folder: two catalogs, the merged one with both image sets.
        #expect(bundle.catalogs.count == 2)
        let images = try #require(bundle.catalogs.first { $0.path.lowercased().hasSuffix("images.xcassets") })
        #expect(images.images.map(\.name).sorted() == ["blur", "end-call"])
    }

    @Test("Catalogs in different folders stay apart")
    func differentFoldersStayApart() throws {
        let box = try Sandbox()
        for folder in ["A/Images", "B/images"] {
            try box.write("UI/\(folder).xcassets/Contents.json", CatalogJSON.root)
            try box.write("UI/\(folder).xcassets/dot.imageset/Contents.json", CatalogJSON.imageSet([]))
        }
        let (bundle, _) = ResourceBundle.load(paths: [box.path("UI")])
        #expect(bundle.catalogs.count == 2)
    }
}
