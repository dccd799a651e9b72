import Diagnostics
import Foundation
import JSONParsing
import LayoutEngine
import Testing
@testable import AppResources
import TestSupport

/// Hostile or broken resources: each is one clear diagnostic, never a crash or a hang, and the
/// rest of the catalog still reads.
@Suite("Bad resource input", .serialized)
struct BadInputTests {
    /// A catalog with one good image set `Good` (3 × 3 px at 3x = 1 × 1 pt) beside whatever the test adds.
    private func catalogWithGoodSet(_ box: Sandbox) throws {
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Good.imageset/g.png", ImageBytes.png(width: 3, height: 3))
        try box.write("A.xcassets/Good.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("g.png", scale: "3x")]))
    }

    @Test("A missing Info.plist, read for its fonts and for the Info dictionary, is one error")
    func missingInfoPlistIsOneError() throws {
        let box = try Sandbox()
        let plist = box.root + "/App/Info.plist"
        let (_, diagnostics) = ResourceBundle.load(paths: [plist], identity: BundleIdentity(name: "App", infoPlistPath: plist))
        #expect(diagnostics.map { $0.id } == ["unreadableResource"])
    }

    @Test("A Contents.json with a comma before a closing brace is read, with a warning at the comma's brace")
    func trailingCommaInContents() throws {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/Tag.imageset/t.png", ImageBytes.png(width: 6, height: 3))
        // Line 3 is `    { "filename" : "t.png", "idiom" : "universal", "scale" : "3x", }`: four
        // spaces and 63 bytes before the '}' after the comma, so it is column 4 + 63 + 1 = 68.
        try box.write("A.xcassets/Tag.imageset/Contents.json",
                      "{\n  \"images\" : [\n    { \"filename\" : \"t.png\", \"idiom\" : \"universal\", \"scale\" : \"3x\", }\n  ]\n}\n")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map(\.id) == ["trailingCommaInResourceJSON"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.map { [$0.line, $0.column] } == [[3, 68]])
        // 6 × 3 pixels at 3x: 2 × 1 points.
        #expect(bundle.image(named: "Tag")?.pointSize() == Size(width: 2, height: 1))
    }

    @Test("Malformed Contents.json is an error at its line and column; other sets still read")
    func malformedContents() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        // Line 3 is `    { "scale": }`: four spaces, then `{ "scale": ` is 11 more bytes, so the '}' where
        // a value should be is column 4 + 11 + 1 = 16.
        try box.write("A.xcassets/Bad.imageset/Contents.json", "{\n  \"images\" : [\n    { \"scale\": }\n  ]\n}\n")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.id == "malformedResourceJSON")
        #expect(error.severity == .error)
        #expect(error.file.hasSuffix("Bad.imageset/Contents.json"))
        #expect((error.line, error.column) == (3, 16))
        #expect(bundle.image(named: "Good")?.pointSize() == Size(width: 1, height: 1))
        #expect(bundle.image(named: "Bad") == nil)
    }

    @Test("An image that is a folder is unreadable, reported by name")
    func imageIsFolder() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        try box.folder("A.xcassets/Odd.imageset/odd.png")
        try box.write("A.xcassets/Odd.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("odd.png", scale: "3x")]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map { $0.id } == ["unreadableResource"])
        #expect(diagnostics.first?.text.contains("is a folder") == true)
        #expect(bundle.image(named: "Odd")?.pointSize() == nil)
        #expect(bundle.image(named: "Good") != nil)
    }

    @Test("A FIFO named like an image or a Contents.json is refused at once, never read")
    func fifo() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        try box.folder("A.xcassets/Pipe.imageset")
        #expect(mkfifo(box.path("A.xcassets/Pipe.imageset/p.png"), 0o644) == 0)
        try box.write("A.xcassets/Pipe.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("p.png", scale: "3x")]))
        try box.folder("A.xcassets/PipeJSON.colorset")
        #expect(mkfifo(box.path("A.xcassets/PipeJSON.colorset/Contents.json"), 0o644) == 0)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map(\.id) == ["unreadableResource", "unreadableResource"])
        #expect(diagnostics.allSatisfy { $0.text.contains("FIFO") })
        #expect(bundle.image(named: "Good") != nil)
    }

    @Test("A PNG header claiming a billion pixels is capped with a warning")
    func hugeClaim() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        try box.write("A.xcassets/Huge.imageset/h.png", ImageBytes.png(width: 1_000_000_000, height: 3))
        try box.write("A.xcassets/Huge.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("h.png", scale: "1x")]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map(\.id) == ["imageDimensionCapped"])
        // Capped at 16 384 px (the largest texture side) at 1x = 16 384 pt; the height is untouched.
        #expect(bundle.image(named: "Huge")?.pointSize() == Size(width: 16_384, height: 3))
    }

    @Test("A 1 GB image file is read from its first bytes only")
    func hugeFile() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        let path = try box.write("A.xcassets/Big.imageset/b.png", ImageBytes.png(width: 30, height: 60))
        // A sparse file: 1 GiB long, costs nothing on disk; the header is its first 33 bytes.
        #expect(truncate(path, 1 << 30) == 0)
        try box.write("A.xcassets/Big.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("b.png", scale: "3x")]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.isEmpty)
        #expect(bundle.image(named: "Big")?.pointSize() == Size(width: 10, height: 20))
    }

    @Test("A huge Contents.json or string catalog is refused before reading")
    func hugeText() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        let contents = try box.write("A.xcassets/Fat.colorset/Contents.json", "{}")
        #expect(truncate(contents, 64 << 20) == 0)
        let strings = try box.write("Localizable.xcstrings", "{}")
        #expect(truncate(strings, 1 << 30) == 0)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets"), strings])
        #expect(diagnostics.map(\.id) == ["unreadableResource", "unreadableResource"])
        #expect(diagnostics.allSatisfy { $0.text.contains("more than the limit") })
        #expect(bundle.image(named: "Good") != nil)
    }

    @Test("A symbolic-link loop inside a catalog is read once and reported")
    func linkLoop() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        try box.folder("A.xcassets/Group")
        try FileManager.default.createSymbolicLink(atPath: box.path("A.xcassets/Group/Again"), withDestinationPath: box.path("A.xcassets"))
        try FileManager.default.createSymbolicLink(atPath: box.path("A.xcassets/Self"), withDestinationPath: box.path("A.xcassets/Self"))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        // Group/Again leads back to the catalog root; Self points at itself (ELOOP) and is not a folder.
        #expect(diagnostics.map(\.id) == ["resourceFolderLoop"])
        #expect(bundle.image(named: "Good") != nil)
        #expect(bundle.catalogs.first?.images.count == 1)
    }

    @Test("A symbolic-link loop in a searched folder ends")
    func folderLoop() throws {
        let box = try Sandbox()
        try box.write("App/Resources/Localizable.strings", "\"a\" = \"b\";")
        try FileManager.default.createSymbolicLink(atPath: box.path("App/Resources/up"), withDestinationPath: box.path("App"))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.map(\.id) == ["resourceFolderLoop"])
        #expect(bundle.string(key: "a").text == "b")
    }

    @Test("A link to itself in a searched folder is named as a link loop, not as a missing file")
    func selfLinkInFolder() throws {
        let box = try Sandbox()
        try box.write("App/Resources/Localizable.strings", "\"a\" = \"b\";")
        try FileManager.default.createSymbolicLink(atPath: box.path("App/loop"), withDestinationPath: box.path("App/loop"))
        try FileManager.default.createSymbolicLink(atPath: box.path("App/gone"), withDestinationPath: box.path("App/nothing"))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.map(\.text) == [
            "cannot read '\(box.path("App/gone"))': a symbolic link to nothing",
            "cannot read '\(box.path("App/loop"))': a symbolic link loop (the link leads back to itself)",
        ])
        #expect(bundle.string(key: "a").text == "b")
    }

    @Test("A link out of the folder given is not followed: its strings, fonts and folders are not read")
    func linkOutOfTheFolderGiven() throws {
        let box = try Sandbox()
        try box.write("Outside/Localizable.strings", "\"secret\" = \"outside\";")
        try box.write("Outside/Far/Localizable.strings", "\"far\" = \"outside\";")
        try box.write("App/Resources/Localizable.strings", "\"a\" = \"b\";")
        try FileManager.default.createSymbolicLink(atPath: box.path("App/Resources/de.lproj"), withDestinationPath: box.path("Outside"))
        try FileManager.default.createSymbolicLink(atPath: box.path("App/Linked"), withDestinationPath: box.path("Outside/Far"))
        try FileManager.default.createSymbolicLink(atPath: box.path("App/Root"), withDestinationPath: "/")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.map(\.id) == ["bundleResourceOutsideRoot", "bundleResourceOutsideRoot", "bundleResourceOutsideRoot"])
        #expect(bundle.string(key: "a").text == "b")
        #expect(bundle.string(key: "far").text == "far")
        #expect(bundle.string(key: "secret", locale: "de").text == "secret")
    }

    @Test("A catalog reached twice through a link is read once")
    func catalogLinkedTwice() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        try box.folder("App")
        try FileManager.default.moveItem(atPath: box.path("A.xcassets"), toPath: box.path("App/A.xcassets"))
        try FileManager.default.createSymbolicLink(atPath: box.path("App/B.xcassets"), withDestinationPath: box.path("App/A.xcassets"))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.map(\.id) == ["resourceFolderLoop"])
        #expect(bundle.catalogs.count == 1)
        #expect(bundle.image(named: "Good") != nil)
    }

    @Test("A missing image file is a warning naming the set")
    func missingFile() throws {
        let box = try Sandbox()
        try catalogWithGoodSet(box)
        try box.write("A.xcassets/Gone.imageset/Contents.json", CatalogJSON.imageSet([CatalogJSON.image("gone.png", scale: "3x")]))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        #expect(diagnostics.map(\.id) == ["missingImageFile"])
        #expect(bundle.image(named: "Gone")?.pointSize() == nil)
    }

    @Test("Random bytes never crash the parsers", arguments: 0..<40)
    func randomBytes(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        let alphabet = Array("{}[]\",:0123456789.-eE truefalsenull<>/=;\\u\n<dict><key>&#x;/*".utf8)
        var bytes: [UInt8] = []
        for _ in 0..<512 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        _ = JSONParser.parse(bytes)
        _ = XMLPropertyListParser.parse(bytes)
        var strings = StringsTableParser(text: String(decoding: bytes, as: UTF8.self), path: "x.strings")
        _ = strings.parse()
        _ = ImageHeader.size(of: bytes)
    }
}
