import FontTables
import Testing
@testable import AppResources

@Suite("Bundled fonts")
struct FontResourceTests {
    /// A font whose name table says family "Brand Sans", PostScript "BrandSans-Regular" and
    /// full name "Brand Sans Regular" (FontBuilder writes IDs 1, 4 and 6 that way).
    private func brandFont(_ family: String = "Brand Sans") -> [UInt8] {
        var builder = FontBuilder()
        builder.familyName = family
        builder.glyphs = [FontBuilder.Glyph(["a"], advance: 500)]
        return builder.build()
    }

    private static let infoPlist = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>CFBundleDevelopmentRegion</key>
      <string>de</string>
      <key>UIAppFonts</key>
      <array>
        <string>Fonts/BrandSans.ttf</string>
      </array>
    </dict>
    </plist>
    """#

    @Test("Fonts are found by PostScript, full and family name")
    func lookup() throws {
        let box = try Sandbox()
        try box.write("App/Fonts/BrandSans.ttf", brandFont())
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.isEmpty)
        #expect(bundle.font(named: "BrandSans-Regular")?.familyName == "Brand Sans")
        #expect(bundle.font(named: "Brand Sans Regular")?.postScriptName == "BrandSans-Regular")
        #expect(bundle.font(named: "Brand Sans")?.postScriptName == "BrandSans-Regular")
        #expect(bundle.font(named: "Helvetica") == nil)
        // No Info.plist was read: registration is unknown.
        #expect(bundle.font(named: "Brand Sans")?.isRegistered == nil)
    }

    @Test("UIAppFonts marks listed files registered; CFBundleDevelopmentRegion sets the language")
    func registration() throws {
        let box = try Sandbox()
        try box.write("App/Fonts/BrandSans.ttf", brandFont())
        try box.write("App/Fonts/Other.otf", brandFont("Other Face"))
        try box.write("App/Info.plist", Self.infoPlist)
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.isEmpty)
        #expect(bundle.font(named: "BrandSans-Regular")?.isRegistered == true)
        #expect(bundle.font(named: "OtherFace-Regular")?.isRegistered == false)
        #expect(bundle.developmentLanguage == "de")
    }

    @Test("A corrupt font file is an error naming it; other fonts still read")
    func corrupt() throws {
        let box = try Sandbox()
        try box.write("App/Broken.ttf", [0, 1, 0, 0, 0, 9, 0, 0])
        try box.write("App/BrandSans.ttf", brandFont())
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.map(\.id) == ["unreadableFont"])
        #expect(diagnostics.first?.file.hasSuffix("Broken.ttf") == true)
        #expect(bundle.fonts.count == 1)
    }

    @Test("A malformed Info.plist is an error at its line; fonts still read")
    func malformedInfo() throws {
        let box = try Sandbox()
        try box.write("App/BrandSans.ttf", brandFont())
        try box.write("App/Info.plist", "<plist>\n<dict>\n<key>UIAppFonts</key>\n<array><string>x</array>\n</dict></plist>")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("App")])
        #expect(diagnostics.map(\.id) == ["malformedPropertyList"])
        #expect(diagnostics.first?.line == 4)
        #expect(bundle.fonts.count == 1)
    }
}
