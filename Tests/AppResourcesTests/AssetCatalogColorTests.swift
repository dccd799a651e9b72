import Diagnostics
import LayoutEngine
import Testing
@testable import AppResources

@Suite("Asset catalog colour sets")
struct AssetCatalogColorTests {
    private func load(_ colors: [String], name: String = "Brand") throws -> (ResourceBundle, [Diagnostic], Sandbox) {
        let box = try Sandbox()
        try box.write("A.xcassets/Contents.json", CatalogJSON.root)
        try box.write("A.xcassets/\(name).colorset/Contents.json", CatalogJSON.colorSet(colors))
        let (bundle, diagnostics) = ResourceBundle.load(paths: [box.path("A.xcassets")])
        return (bundle, diagnostics, box)
    }

    private func components(_ bundle: ResourceBundle, _ name: String = "Brand", _ appearance: Appearance = .light) -> ColorComponents? {
        guard case .components(let value)? = bundle.color(named: name)?.value(appearance: appearance) else { return nil }
        return value
    }

    @Test("Floats, 0–255 integers and hex strings give the same colour")
    func componentForms() throws {
        // 128 / 255 = 0x80 / 255 ≈ 0.50196; 255 / 255 = 1; 0 / 255 = 0.
        for (red, green, blue) in [("0x80", "0xFF", "0x00"), ("128", "255", "0")] {
            let (bundle, diagnostics, _) = try load([CatalogJSON.color(CatalogJSON.rgba(red, green, blue))])
            #expect(diagnostics.isEmpty)
            let color = try #require(components(bundle))
            #expect(abs(color.red - 128.0 / 255) < 1e-12)
            #expect(color.green == 1)
            #expect(color.blue == 0)
            #expect(color.hexString == "#80FF00")
        }
        let (bundle, _, _) = try load([CatalogJSON.color(CatalogJSON.rgba("0.502", "1.000", "0.000", "0.500"))])
        let color = try #require(components(bundle))
        #expect(color.red == 0.502)
        #expect(color.alpha == 0.5)
        // 0.502 × 255 = 128.01 → 0x80; alpha 0.5 × 255 = 127.5 → 128 = 0x80.
        #expect(color.hexString == "#80FF0080")
        #expect(bundle.color(named: "Brand")?.value()?.layoutColor == .rgb(red: 0.502, green: 1, blue: 0, opacity: 0.5))
    }

    @Test("Gray white+alpha form reads as gray gamma 2.2")
    func gray() throws {
        let (bundle, diagnostics, _) = try load([CatalogJSON.color(space: "gray-gamma-22", #""white" : "1.000", "alpha" : "1.000""#)])
        #expect(diagnostics.isEmpty)
        let color = try #require(components(bundle))
        #expect(color.colorSpace == .grayGamma22)
        // White stays white: 1^2.2 = 1, and the sRGB curve maps 1 to 1.055 − 0.055 = 1.
        #expect(abs(color.sRGB.red - 1) < 1e-12)
        let (black, _, _) = try load([CatalogJSON.color(space: "gray-gamma-22", #""white" : "0", "alpha" : "1""#)])
        #expect(components(black)?.sRGB.red == 0)
    }

    @Test("Display P3 converts to sRGB; white stays white and pure P3 red leaves the sRGB gamut")
    func displayP3() throws {
        let (bundle, _, _) = try load([CatalogJSON.color(space: "display-p3", CatalogJSON.rgba("1.000", "1.000", "1.000"))])
        let white = try #require(components(bundle)?.sRGBUnclamped)
        // Each row of the P3 → sRGB matrix sums to 1 (both spaces share the D65 white point).
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
        let (red, _, _) = try load([CatalogJSON.color(space: "display-p3", CatalogJSON.rgba("1.000", "0.000", "0.000"))])
        let converted = try #require(components(red))
        // P3 red is outside sRGB: red channel > 1 and green, blue < 0 before clamping.
        #expect(converted.sRGBUnclamped.red > 1)
        #expect(converted.sRGBUnclamped.green < 0)
        #expect(converted.sRGB.red == 1 && converted.sRGB.green == 0)
        #expect(converted.colorSpace == .displayP3)
    }

    @Test("The dark variant is used in dark mode")
    func darkVariant() throws {
        let (bundle, _, _) = try load([
            CatalogJSON.color(CatalogJSON.rgba("255", "255", "255")),
            CatalogJSON.color(CatalogJSON.rgba("0", "0", "0"), dark: true),
        ])
        #expect(components(bundle, "Brand", .light)?.hexString == "#FFFFFF")
        #expect(components(bundle, "Brand", .dark)?.hexString == "#000000")
    }

    @Test("A system colour reference is kept by name; an unknown one is a warning")
    func systemReference() throws {
        let known = #"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#
        let (bundle, diagnostics, _) = try load([known])
        #expect(diagnostics.isEmpty)
        #expect(bundle.color(named: "Brand")?.value() == .system("systemBlueColor"))
        #expect(bundle.color(named: "Brand")?.value()?.systemColor == .blue)
        // A UIKit colour SwiftUI does not name is UIKit's own, never gray.
        let gray5 = #"{ "color" : { "platform" : "ios", "reference" : "systemGray5Color" }, "idiom" : "universal" }"#
        #expect(try load([gray5]).0.color(named: "Brand")?.value()?.systemColor == .systemGray5)
        let separator = #"{ "color" : { "platform" : "ios", "reference" : "separatorColor" }, "idiom" : "universal" }"#
        #expect(try load([separator]).0.color(named: "Brand")?.value()?.systemColor == .separator)
        let unknown = #"{ "color" : { "platform" : "ios", "reference" : "systemChartreuseColor" }, "idiom" : "universal" }"#
        let (_, problems, _) = try load([unknown])
        #expect(problems.map(\.id) == ["unknownSystemColor"])
        #expect(problems.first?.severity == .warning)
    }

    @Test("NaN and infinity are errors at the component's line and column; the colour is left out")
    func nonFinite() throws {
        for text in ["NaN", "inf", "-infinity", "blue"] {
            let (bundle, diagnostics, box) = try load([CatalogJSON.color(CatalogJSON.rgba(text, "0", "0"))])
            #expect(diagnostics.map(\.id) == ["invalidColorComponent"])
            #expect(diagnostics.first?.severity == .error)
            #expect(bundle.color(named: "Brand")?.value() == nil)
            // The file is one line; the red value's opening quote is where the error points.
            let json = CatalogJSON.colorSet([CatalogJSON.color(CatalogJSON.rgba(text, "0", "0"))])
            let column = json.utf8.count - (json.components(separatedBy: "\"red\" : ").last!.utf8.count) + 1
            #expect(diagnostics.first?.file == box.path("A.xcassets/Brand.colorset/Contents.json"))
            #expect(diagnostics.first?.line == 1)
            #expect(diagnostics.first?.column == column)
        }
    }

    @Test("Out-of-range components are clamped with a warning, except in extended sRGB")
    func outOfRange() throws {
        let (bundle, diagnostics, _) = try load([CatalogJSON.color(CatalogJSON.rgba("1.5", "300", "-0.25"))])
        #expect(diagnostics.map(\.id) == ["colorComponentClamped", "colorComponentClamped", "colorComponentClamped"])
        #expect(components(bundle)?.hexString == "#FFFF00")
        let (extended, quiet, _) = try load([CatalogJSON.color(space: "extended-srgb", CatalogJSON.rgba("1.5", "0.5", "-0.25"))])
        #expect(quiet.isEmpty)
        #expect(components(extended)?.red == 1.5)
    }

    @Test("Generated colour symbols drop a trailing Color")
    func symbols() throws {
        let (bundle, _, _) = try load([CatalogJSON.color(CatalogJSON.rgba("0", "0", "0"))], name: "BrandPrimaryColor")
        #expect(bundle.color(symbol: "brandPrimary")?.name == "BrandPrimaryColor")
        #expect(bundle.color(symbol: ".brandPrimary")?.name == "BrandPrimaryColor")
    }
}
