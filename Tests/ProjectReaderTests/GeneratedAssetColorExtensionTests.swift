import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import TestSupport

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
        let app = try ScratchFolder.fresh("generated-asset-color")
        let set = app.appendingPathComponent("Assets.xcassets/Brand Blue.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"))
        let contents = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let file = app.appendingPathComponent("Card.swift")
        try Data(Self.card.utf8).write(to: file)
        // A second file makes the folder a module (one file alone is read without resources).
        let theme = app.appendingPathComponent("Theme.swift")
        try Data("enum Theme { static let spacing = 8.0 }\n".utf8).write(to: theme)
        let reading = try #require(ModuleReader.read(paths: [file.path, theme.path]).readings.first { $0.file.hasSuffix("Card.swift") })
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let colour = try #require(scenario.layout().root.allViews.first { $0.kind == "Color" })
        // The frame's 40 × 20.
        #expect(colour.frame.width == 40 && colour.frame.height == 20)
    }
}
