import Diagnostics
import LayoutEngine
import Testing
@testable import AppResources
import TestSupport

@Suite("Asset catalog image sets")
struct AssetCatalogImageTests {
    /// A catalog with `Hero.imageset` holding 1x/2x/3x PNGs of 40×20, 80×40 and 120×60 pixels:
    /// each is 40×20 points (pixels / scale).
    private func heroCatalog(_ box: Sandbox, scales: [Int] = [1, 2, 3], extra: [String] = []) throws -> String {
        try box.write("App/Assets.xcassets/Contents.json", CatalogJSON.root)
        var entries: [String] = []
        for scale in scales {
            try box.write("App/Assets.xcassets/Hero.imageset/hero@\(scale)x.png", ImageBytes.png(width: UInt32(40 * scale), height: UInt32(20 * scale)))
            entries.append(CatalogJSON.image("hero@\(scale)x.png", scale: "\(scale)x"))
        }
        try box.write("App/Assets.xcassets/Hero.imageset/Contents.json", CatalogJSON.imageSet(entries + extra))
        return box.path("App/Assets.xcassets")
    }

    @Test("The 3x file is chosen on a 3x device and its size is pixels / 3")
    func threeX() throws {
        let box = try Sandbox()
        let (bundle, diagnostics) = ResourceBundle.load(paths: [try heroCatalog(box)])
        #expect(diagnostics.isEmpty)
        let hero = try #require(bundle.image(named: "Hero"))
        #expect(hero.variant()?.scale == 3)
        #expect(hero.pointSize() == Size(width: 40, height: 20))
        #expect(hero.variant(scale: 2)?.scale == 2)
    }

    @Test("A missing scale falls back to the nearest one, the larger on a tie")
    func fallback() throws {
        let box = try Sandbox()
        let (bundle, _) = ResourceBundle.load(paths: [try heroCatalog(box, scales: [1, 2])])
        let hero = try #require(bundle.image(named: "Hero"))
        // 3x device: 2x is nearer than 1x; 80×40 px / 2 = 40×20 pt.
        #expect(hero.variant(scale: 3)?.scale == 2)
        #expect(hero.pointSize(scale: 3) == Size(width: 40, height: 20))
        let other = try Sandbox()
        let (onlyOneAndThree, _) = ResourceBundle.load(paths: [try heroCatalog(other, scales: [1, 3])])
        // 2x device with 1x and 3x: both one step away, the larger wins.
        #expect(onlyOneAndThree.image(named: "Hero")?.variant(scale: 2)?.scale == 3)
    }

    @Test("A single vector PDF without a scale is its MediaBox in points at every scale")
    func vector() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Logo.imageset/logo.pdf", ImageBytes.pdf(mediaBox: "0 0 64 32"))
        try box.write("A.xcassets/Logo.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("logo.pdf")],
            properties: #""preserves-vector-representation" : true, "template-rendering-intent" : "template""#))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.isEmpty)
        let logo = try #require(bundle.image(named: "Logo"))
        #expect(logo.pointSize(scale: 3) == Size(width: 64, height: 32))
        #expect(logo.pointSize(scale: 1) == Size(width: 64, height: 32))
        #expect(logo.preservesVectorRepresentation)
        #expect(logo.templateRenderingIntent == .template)
    }

    @Test("JPEG, GIF, HEIC and SVG variants give their sizes")
    func formats() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Photo.imageset/p.jpg", ImageBytes.jpeg(width: 300, height: 150))
        try box.write("A.xcassets/Photo.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("p.jpg", scale: "3x")]))
        try box.write("A.xcassets/Anim.imageset/a.gif", ImageBytes.gif(width: 20, height: 10))
        try box.write("A.xcassets/Anim.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("a.gif", scale: "1x")]))
        try box.write("A.xcassets/Shot.imageset/s.heic", ImageBytes.heic(width: 600, height: 300))
        try box.write("A.xcassets/Shot.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("s.heic", scale: "2x")]))
        try box.write("A.xcassets/Icon.imageset/i.svg", ImageBytes.svg(#"viewBox="0 0 24 24""#))
        try box.write("A.xcassets/Icon.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("i.svg")]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.isEmpty)
        #expect(bundle.image(named: "Photo")?.pointSize() == Size(width: 100, height: 50)) // 300×150 / 3
        #expect(bundle.image(named: "Anim")?.pointSize() == Size(width: 20, height: 10)) // 1x
        #expect(bundle.image(named: "Shot")?.pointSize() == Size(width: 300, height: 150)) // 600×300 / 2
        #expect(bundle.image(named: "Icon")?.pointSize() == Size(width: 24, height: 24))
    }

    @Test("A dark variant is used for dark renders, the any-appearance one otherwise")
    func dark() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Card.imageset/light.png", ImageBytes.png(width: 30, height: 30))
        try box.write("A.xcassets/Card.imageset/dark.png", ImageBytes.png(width: 60, height: 60))
        try box.write("A.xcassets/Card.imageset/Contents.json", CatalogJSON.imageSet([
            CatalogJSON.image("light.png", scale: "3x"), CatalogJSON.image("dark.png", scale: "3x", dark: true),
        ]))
        let (bundle, _) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        let card = try #require(bundle.image(named: "Card"))
        #expect(card.pointSize(appearance: .light) == Size(width: 10, height: 10))
        #expect(card.pointSize(appearance: .dark) == Size(width: 20, height: 20))
    }

    @Test("iPhone and universal variants are preferred over iPad ones")
    func idiom() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Pic.imageset/pad.png", ImageBytes.png(width: 300, height: 300))
        try box.write("A.xcassets/Pic.imageset/any.png", ImageBytes.png(width: 90, height: 90))
        try box.write("A.xcassets/Pic.imageset/Contents.json", CatalogJSON.imageSet([
            CatalogJSON.image("pad.png", scale: "3x", idiom: "ipad"), CatalogJSON.image("any.png", scale: "3x"),
        ]))
        let (bundle, _) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(bundle.image(named: "Pic")?.pointSize() == Size(width: 30, height: 30))
    }

    @Test("A namespace folder prefixes names; a plain group does not")
    func namespaces() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Icons/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        try box.write("A.xcassets/Icons/star.imageset/s.png", ImageBytes.png(width: 3, height: 3))
        try box.write("A.xcassets/Icons/star.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("s.png", scale: "3x")]))
        try box.write("A.xcassets/Photos/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Photos/hero-banner.imageset/h.png", ImageBytes.png(width: 3, height: 3))
        try box.write("A.xcassets/Photos/hero-banner.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("h.png", scale: "3x")]))
        let (bundle, _) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(bundle.image(named: "Icons/star") != nil)
        #expect(bundle.image(named: "star") == nil)
        #expect(bundle.image(named: "hero-banner") != nil)
        #expect(bundle.image(symbol: "Icons.star")?.name == "Icons/star")
        #expect(bundle.image(symbol: ".heroBanner")?.name == "hero-banner")
        #expect(bundle.image(symbol: "ImageResource.heroBanner")?.name == "hero-banner")
    }

    @Test("Two sets with one name: the first in path order is kept, with a warning")
    func duplicates() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        for group in ["A", "B"] {
            try box.write("A.xcassets/\(group)/Contents.json", CatalogJSON.root)
            try box.write("A.xcassets/\(group)/Same.imageset/s.png", ImageBytes.png(width: 3, height: 3))
            try box.write("A.xcassets/\(group)/Same.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("s.png", scale: "3x")]))
        }
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map(\.id) == ["duplicateAssetName"])
        #expect(bundle.image(named: "Same")?.path.hasSuffix("/A/Same.imageset") == true)
    }
}
