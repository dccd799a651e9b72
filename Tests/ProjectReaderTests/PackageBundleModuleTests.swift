import AppResources
import Foundation
import Testing
@testable import ProjectReader

/// `Bundle.module` written in a local package target's file is that target's own resource bundle
/// (SwiftPM generates the accessor per target; Apple docs, "Bundling resources with a Swift
/// package"), also when an app target's preview runs the package's code; `Bundle.main` stays the
/// app's. Registering a bundled font with Core Text succeeds and changes nothing else.
@Suite struct PackageBundleModuleTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/GlyphBadges").path

    /// `Apps/GlyphBadges`: an app folder whose preview shows the local package GlyphKit's badge,
    /// which registers the package's `.copy("Resources/Glyphs.ttf")` font through
    /// `Bundle.module.url(forResource:withExtension:)` and `CTFontManagerRegisterFontsForURL`,
    /// and a `greeting.txt` that both the app and the package bundle, with different text.
    @Test func bundleModuleInAPackageAnswersFromThatTargetsResources() throws {
        let app = Self.root + "/App"
        let package = Self.root + "/GlyphKit/Sources/GlyphKit"
        let packageSources = [package + "/GlyphBadge.swift", package + "/GlyphFont.swift"]
        let packageResources = [package + "/Resources/Glyphs.ttf", package + "/Resources/greeting.txt"]
        let reading = ModuleReader.read(paths: [app + "/ContentView.swift"], contextPaths: packageSources,
                                        resourcePaths: [app] + packageResources, ownResourcePaths: [app],
                                        moduleNames: ["App", "GlyphKit"], bundleIdentity: BundleIdentity(name: "App"),
                                        packageTargets: [PackageTargetResources(name: "GlyphKit", sourceFiles: packageSources,
                                                                                resourcePaths: packageResources)]).readings[0]
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        // The package reads its own greeting.txt, the app its own.
        #expect(scenario.root.texts == ["New", "Hello from GlyphKit", "Hello from the app"])
        // The badge's text is measured with the package's bundled font.
        #expect(scenario.fontFiles == [package + "/Resources/Glyphs.ttf"])
    }

    /// A folder module with `Screen.swift` (`source`), the repository's Brand Sans font as
    /// `Brand.ttf` and an Info.plist whose `UIAppFonts` does not list it.
    private func appRegisteringItsFont(_ source: String) throws -> FileReading {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-fontregistration-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/CoffeeShop/Resources/Fonts/BrandSans.ttf")
        try FileManager.default.copyItem(atPath: font.path, toPath: root + "/Brand.ttf")
        try "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array/></dict></plist>"
            .write(toFile: root + "/Info.plist", atomically: true, encoding: .utf8)
        try source.write(toFile: root + "/Screen.swift", atomically: true, encoding: .utf8)
        return ModuleReader.read(paths: [root + "/Screen.swift"], resourcePaths: [root],
                                 bundleIdentity: BundleIdentity(name: "App", infoPlistPath: root + "/Info.plist")).readings[0]
    }

    /// `CGDataProvider(url:)` → `CGFont(_:)` → `CTFontManagerRegisterGraphicsFont` registers the
    /// bundled file: it succeeds, and `Font.custom` then finds the face without the warning that
    /// `UIAppFonts` does not list it.
    @Test func registeringABundledFontInCodeSucceedsAndSilencesTheUIAppFontsWarning() throws {
        let reading = try appRegisteringItsFont("""
        import CoreText
        import SwiftUI
        func registerBrand() -> Bool {
            guard let url = Bundle.main.url(forResource: "Brand", withExtension: "ttf"),
                  let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else { return false }
            var error: Unmanaged<CFError>?
            return CTFontManagerRegisterGraphicsFont(font, &error)
        }
        #Preview {
            let registered = registerBrand()
            return Text(registered ? "registered" : "failed").font(.custom("Brand Sans", size: 20))
        }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["registered"])
    }

    /// `UIFont.familyNames` lists the bundled families, with the warning that the system's are
    /// not modelled; `fontNames(forFamilyName:)` gives the family's PostScript names.
    @Test func familyNamesListTheBundledFamilies() throws {
        let reading = try appRegisteringItsFont("""
        import SwiftUI
        #Preview {
            Text(UIFont.familyNames.joined(separator: ",") + ";" + UIFont.fontNames(forFamilyName: "Brand Sans").joined())
        }
        """)
        #expect(reading.diagnostics.map(\.id) == ["libraryAssumedValue"])
        #expect(try #require(reading.scenarios.first).root.texts == ["Brand Sans;BrandSans-Regular"])
    }
}
