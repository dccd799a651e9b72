import LayoutEngine
import Testing
@testable import ProjectReader

/// `Color.brandBlue` and `.foregroundStyle(.brandBlue)` with no file declaring `brandBlue`: the
/// `Color` extension Xcode 15+ generates for the colour set `Brand Blue.colorset` (Swift asset
/// symbol extensions, on in new projects; the symbol is the name in lower camel case). The
/// colour set's colour, with no stand-in warning.
@Suite struct GeneratedAssetColorExtensionTests {
    static let card = """
    import SwiftUI
    struct Card: View {
        var body: some View {
            VStack {
                Color.brandBlue.frame(width: 40, height: 20)
                Text("Hi").foregroundStyle(.brandBlue)
            }
        }
    }
    #Preview { Card() }
    """

    @Test func aColourSetsGeneratedColorMemberIsItsColour() throws {
        let contents = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let reading = try ScratchAssetApp.read("generated-asset-color", fileName: "Card.swift", source: Self.card,
                                               assets: ["Brand Blue.colorset/Contents.json": contents])
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let colour = try #require(scenario.layout().root.allViews.first { $0.kind == "Color" })
        // The frame's 40 × 20.
        #expect(colour.frame.width == 40 && colour.frame.height == 20)
    }
}
