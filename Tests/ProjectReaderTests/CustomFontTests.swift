import Diagnostics
import FontTables
import Foundation
import LayoutEngine
import ProjectReader
import Testing
import TestSupport
import TextLayout

/// `Font.custom` and `UIFont(name:size:)` measured with the font file the app bundles, scaled
/// with Dynamic Type as Apple documents ("Applying custom fonts to text"). The app's font is
/// written by `FontBuilder`: family "Brand Sans" (PostScript "BrandSans-Regular"), 1000 units per
/// em, every letter 500 units wide, ascender 800, descender −200, line gap 0, so at S points a
/// letter is S / 2 wide and a line S tall.
@Suite("Custom fonts the app bundles")
struct CustomFontTests {
    private static func brandSans(lineGap: Int = 0) -> [UInt8] {
        var builder = FontBuilder()
        builder.familyName = "Brand Sans"
        builder.lineGap = lineGap
        builder.glyphs = (0x61...0x7A).compactMap(Unicode.Scalar.init).map { FontBuilder.Glyph([$0], advance: 500) }
        return builder.build()
    }

    private static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>UIAppFonts</key>
      <array><string>BrandSans.ttf</string></array>
    </dict>
    </plist>
    """

    /// Reads `source` as a file of an app folder holding the font and an Info.plist whose
    /// `UIAppFonts` lists it (an empty list when `registers` is false) and lays out its first preview with the module's fonts.
    private func layout(_ source: String, registers: Bool = true, lineGap: Int = 0, name: String) throws -> (views: [PlacedView], diagnostics: [Diagnostic]) {
        let app = try ScratchFolder.fresh("custom-fonts-\(name)")
        try Data(Self.brandSans(lineGap: lineGap)).write(to: app.appendingPathComponent("BrandSans.ttf"))
        let plist = registers ? Self.infoPlist : Self.infoPlist.replacingOccurrences(of: "<string>BrandSans.ttf</string>", with: "")
        try Data(plist.utf8).write(to: app.appendingPathComponent("Info.plist"))
        let file = app.appendingPathComponent("Title.swift")
        try Data(source.utf8).write(to: file)
        // A second file makes the folder a module (one file alone is read without resources).
        let theme = app.appendingPathComponent("Theme.swift")
        try Data("enum Theme { static let spacing = 8.0 }\n".utf8).write(to: theme)
        let reading = try #require(ModuleReader.read(paths: [file.path, theme.path]).readings.first)
        let scenario = try #require(reading.scenarios.first, "\(reading.diagnostics)")
        #expect(scenario.fontFiles == [app.appendingPathComponent("BrandSans.ttf").path])
        var library = FontLibrary()
        for path in scenario.fontFiles { try library.registerFont(atPath: path) }
        let result = scenario.layout(options: LayoutOptions(textMeasurer: FontTextMeasurer(library: library)))
        return (result.root.allViews, reading.diagnostics)
    }

    private func textSize(_ views: [PlacedView]) throws -> Size {
        try #require(views.first { $0.kind == "Text" }).frame.size
    }

    /// "ab" at 20 pt: 2 × 500 / 1000 × 20 = 20 wide, (800 + 200) / 1000 × 20 = 20 tall.
    @Test("Font.custom measures with the bundled file")
    func measuresWithBundledFile() throws {
        let (views, diagnostics) = try layout("""
        import SwiftUI
        #Preview { Text("ab").font(.custom("Brand Sans", size: 20)) }
        """, name: "plain")
        #expect(try textSize(views) == Size(width: 20, height: 20))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// `.custom(_:size:)` follows body: body is 17 pt at Large and 23 pt at xxxLarge (HIG table),
    /// so 34 pt becomes 34 × 23 / 17 = 46: "ab" is 46 wide and 46 tall.
    @Test("A custom size scales with body's Dynamic Type ratio")
    func scalesRelativeToBody() throws {
        let (views, _) = try layout("""
        import SwiftUI
        #Preview { Text("ab").font(.custom("BrandSans-Regular", size: 34)).dynamicTypeSize(.xxxLarge) }
        """, name: "body")
        #expect(try textSize(views) == Size(width: 46, height: 46))
    }

    /// `relativeTo: .caption`: caption is 12 pt at Large and 18 pt at xxxLarge, so 24 pt becomes
    /// 24 × 18 / 12 = 36: "ab" is 36 wide.
    @Test("relativeTo: scales with that text style's ratio")
    func scalesRelativeToStyle() throws {
        let (views, _) = try layout("""
        import SwiftUI
        #Preview { Text("ab").font(.custom("Brand Sans", size: 24, relativeTo: .caption)).dynamicTypeSize(.xxxLarge) }
        """, name: "caption")
        #expect(try textSize(views) == Size(width: 36, height: 36))
    }

    /// `fixedSize:` and `UIFont(name:size:)` keep 20 pt at xxxLarge: "ab" is 20 wide.
    @Test("fixedSize: and UIFont(name:size:) never scale")
    func fixedSizesDoNotScale() throws {
        for font in [#".custom("Brand Sans", fixedSize: 20)"#, #"Font(UIFont(name: "BrandSans-Regular", size: 20)!)"#] {
            let (views, _) = try layout("""
            import SwiftUI
            #Preview { Text("ab").font(\(font)).dynamicTypeSize(.xxxLarge) }
            """, name: "fixed")
            #expect(try textSize(views) == Size(width: 20, height: 20), "\(font)")
        }
    }

    /// A `UIFont` of the bundled face answers the file's metrics at its size (a design's line
    /// height minus `lineHeight` is the `lineSpacing` apps set): with a line gap of 100 units,
    /// at 20 pt `lineHeight` is (800 + 200 + 100) / 1000 × 20 = 22, `ascender` 16, `descender`
    /// −4 and `leading` 2; no warning, as the face is the app's.
    @Test("UIFont's line metrics of a bundled face are the file's")
    func uiFontLineMetricsOfABundledFaceAreTheFiles() throws {
        let (views, diagnostics) = try layout("""
        import SwiftUI
        import UIKit
        let brand = UIFont(name: "BrandSans-Regular", size: 20)!
        #Preview {
            VStack(spacing: 0) {
                Color.clear.frame(width: brand.lineHeight, height: brand.leading)
                Color.clear.frame(width: brand.ascender, height: -brand.descender)
            }
        }
        """, lineGap: 100, name: "uifont-metrics")
        let frames = views.filter { $0.kind == "Color" }.map(\.frame.size)
        #expect(frames == [Size(width: 22, height: 2), Size(width: 16, height: 4)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("A font the app does not bundle is the system font, with a warning")
    func missingFontWarns() throws {
        let (views, diagnostics) = try layout("""
        import SwiftUI
        #Preview { Text("ab").font(.custom("Brand Serif", size: 20)) }
        """, name: "missing")
        #expect(diagnostics.map(\.message.id) == ["customFontNotFound"])
        // The system font at 20 pt is not Brand Sans's 20 × 20.
        #expect(try textSize(views) != Size(width: 20, height: 20))
    }

    @Test("A font iOS installs is Apple's, measured as the system font with that said, by family or PostScript name")
    func installedFontIsApples() throws {
        for name in ["Georgia", "Georgia-Bold", "HelveticaNeue-Medium", "Avenir Next", "TimesNewRomanPSMT"] {
            let (views, diagnostics) = try layout("""
            import SwiftUI
            #Preview { Text("ab").font(.custom("\(name)", size: 20)) }
            """, name: "installed")
            #expect(diagnostics.map(\.message.id) == ["appleAssumedValue"], "\(name)")
            #expect(diagnostics.first?.message.text.contains("iOS installs") == true, "\(name)")
            #expect(try textSize(views) != Size(width: 20, height: 20))
        }
    }

    @Test("A bundled font Info.plist does not list is used, with a warning")
    func unregisteredFontWarns() throws {
        let (views, diagnostics) = try layout("""
        import SwiftUI
        #Preview { Text("ab").font(.custom("Brand Sans", size: 20)) }
        """, registers: false, name: "unlisted")
        #expect(try textSize(views) == Size(width: 20, height: 20))
        #expect(diagnostics.map(\.message.id) == ["customFontNotRegistered"])
    }
}
