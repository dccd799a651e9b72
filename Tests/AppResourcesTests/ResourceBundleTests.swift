import Diagnostics
import LayoutEngine
import Testing
@testable import AppResources
import TestSupport

@Suite("Resource bundle")
struct ResourceBundleTests {
    /// An app folder as a repository has it: a catalog, a string catalog, a font, an Info.plist,
    /// plus a build folder whose copies must not be read.
    private func app(_ box: Sandbox) throws {
        try box.write("App/Assets.xcassets/Contents.json", CatalogJSON.root)
        try box.write("App/Assets.xcassets/Avatar.imageset/a.png", ImageBytes.png(width: 144, height: 144))
        try box.write("App/Assets.xcassets/Avatar.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("a.png", scale: "3x")]))
        try box.write("App/Assets.xcassets/Brand.colorset/Contents.json", CatalogJSON.colorSet([CatalogJSON.color(CatalogJSON.rgba("0x12", "0x34", "0x56"))]))
        try box.write("App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { "hi" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi!" } } } } }, "version" : "1.0" }"#)
        try box.write("App/.build/Copy.xcassets/Contents.json", "not json")
        try box.write("App/Assets/badge@2x.png", ImageBytes.png(width: 40, height: 20))
        try box.write("App/Assets/badge@3x.png", ImageBytes.png(width: 60, height: 30))
        try box.write("App/Assets/Avatar.png", ImageBytes.png(width: 1, height: 1))
    }

    @Test("A folder search finds catalogs, string catalogs and loose Assets images; build folders are skipped")
    func search() throws {
        let box = try Sandbox()
        try app(box)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.isEmpty)
        // 144 px / 3 = 48 pt.
        #expect(bundle.image(named: "Avatar")?.pointSize() == Size(width: 48, height: 48))
        #expect(bundle.color(named: "Brand")?.value().map { value -> String in
            if case .components(let c) = value { return c.hexString }
            return ""
        } == "#123456")
        #expect(bundle.string(key: "hi").text == "Hi!")
        // Loose files: the 3x file on a 3x device, 60×30 px / 3 = 20×10 pt; `badge.png` finds it too.
        #expect(bundle.image(named: "badge")?.pointSize() == Size(width: 20, height: 10))
        #expect(bundle.image(named: "badge.png")?.pointSize(scale: 2) == Size(width: 20, height: 10))
        // The catalog's Avatar wins over the loose Avatar.png (catalog first).
        #expect(bundle.image(named: "Avatar")?.path.hasSuffix("Avatar.imageset") == true)
        #expect(bundle.catalogs.count == 1)
    }

    @Test("Loading twice gives the same bundle and diagnostics")
    func deterministic() throws {
        let box = try Sandbox()
        try app(box)
        try box.write("App/Broken.xcassets/X.colorset/Contents.json", CatalogJSON.colorSet([CatalogJSON.color(CatalogJSON.rgba("NaN", "0", "0"))]))
        let first = ResourceBundle.load(paths: [box.path("App")])
        let second = ResourceBundle.load(paths: [box.path("App")])
        #expect(first.1 == second.1)
        #expect(first.0.imageNames == second.0.imageNames)
        #expect(first.0.colorNames == second.0.colorNames)
        #expect(first.1.map(\.id) == ["invalidColorComponent"])
    }

    @Test("A path that does not exist is an error naming it")
    func missingPath() throws {
        let box = try Sandbox()
        let (_, diagnostics) = ResourceBundle.load(paths: [box.path("nothing/here.xcstrings")])
        #expect(diagnostics.map(\.id) == ["unreadableResource"])
        #expect(diagnostics.first?.text.contains("nothing/here.xcstrings") == true)
    }

    @Test("The empty bundle misses every lookup and shows keys")
    func empty() {
        let bundle = ResourceBundle.empty
        #expect(bundle.image(named: "x") == nil)
        #expect(bundle.color(symbol: "x") == nil)
        #expect(bundle.font(named: "x") == nil)
        #expect(bundle.string(key: "k") == LocalizedString(text: "k", origin: .missing))
    }

    @Test("The Assets folder beside a source file gives the old lookup's outcomes")
    func besideSourceFile() throws {
        let box = try Sandbox()
        try box.write("Screens/Assets/logo@2x.png", ImageBytes.png(width: 64, height: 32))
        try box.write("Screens/Assets/icon.svg", ImageBytes.svg(#"width="24" height="24""#))
        try box.write("Screens/Assets/broken.png", [1, 2, 3])
        let (bundle, diagnostics) = ResourceBundle.besideSourceFile(box.path("Screens/Home.swift"))
        #expect(diagnostics.map(\.id) == ["imageHeaderUnreadable"])
        // Only a 2x file: used on a 3x device, 64×32 px / 2 = 32×16 pt.
        #expect(bundle.lookupImage("logo") == .found(Size(width: 32, height: 16), file: box.path("Screens/Assets/logo@2x.png")))
        #expect(bundle.lookupImage("icon") == .found(Size(width: 24, height: 24), file: box.path("Screens/Assets/icon.svg")))
        #expect(bundle.lookupImage("broken") == .unreadable(file: box.path("Screens/Assets/broken.png")))
        #expect(bundle.lookupImage("absent") == .missing)
        let (none, quiet) = ResourceBundle.besideSourceFile(box.path("Elsewhere/View.swift"))
        #expect(quiet.isEmpty && none.lookupImage("logo") == .missing)
    }

    @Test("An image kept in Git LFS but not fetched says so")
    func largeFileStoragePointer() throws {
        let box = try Sandbox()
        // A pointer file as Git LFS's specification writes it: version, oid and size lines.
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + String(repeating: "ab", count: 32) + "\nsize 12345\n"
        try box.write("Screens/Assets/photo.png", Array(pointer.utf8))
        let (bundle, diagnostics) = ResourceBundle.besideSourceFile(box.path("Screens/Home.swift"))
        #expect(diagnostics.map(\.id) == ["imageIsLargeFileStoragePointer"])
        #expect(bundle.lookupImage("photo") == .unreadable(file: box.path("Screens/Assets/photo.png")))
    }

    @Test("Images named one by one in one folder are each read, and reported, once")
    func imagesNamedOneByOneAreReadOnce() throws {
        let box = try Sandbox()
        for name in ["A", "B", "C"] { try box.write("Resources/\(name).png", [1, 2, 3]) }
        let (bundle, diagnostics) = ResourceBundle.load(paths: ["A", "B", "C"].map { box.path("Resources/\($0).png") })
        // Three unreadable headers, one warning each (the folder was read once per file before: 9).
        #expect(diagnostics.map(\.id) == Array(repeating: "imageHeaderUnreadable", count: 3))
        #expect(bundle.lookupImage("B") == .unreadable(file: box.path("Resources/B.png")))
    }
}
