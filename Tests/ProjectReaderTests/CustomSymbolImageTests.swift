import LayoutEngine
import Testing
@testable import ProjectReader

/// A custom symbol of the app's asset catalog (`custom.bolt.symbolset`, exported from an SF
/// Symbols template) loaded with `Image("custom.bolt")` or its generated symbol
/// `Image(.customBolt)` is a symbol image: it takes its size from the font where it is, as
/// `Image(systemName:)` does (Apple, "Creating custom symbol images for your app"), never the
/// missing-image placeholder.
@Suite struct CustomSymbolImageTests {
    static let badge = """
    import SwiftUI
    struct Badge: View {
        var body: some View {
            HStack {
                Image("custom.bolt")
                Image(.customBolt)
                Image(systemName: "bolt")
            }
            .font(.title)
        }
    }
    #Preview { Badge() }
    """

    /// LayoutLens sizes every symbol of one font and scale alike, so the three images have one
    /// frame size.
    @Test func aSymbolSetIsSizedAsASystemSymbol() throws {
        let contents = #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"custom.bolt.svg","idiom":"universal"}]}"#
        let reading = try ScratchAssetApp.read("custom-symbol-image", fileName: "Badge.swift", source: Self.badge, assets: [
            "custom.bolt.symbolset/Contents.json": contents,
            "custom.bolt.symbolset/custom.bolt.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let images = try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Image" }
        #expect(images.count == 3)
        #expect(images.allSatisfy { $0.frame.size == images[0].frame.size }, "\(images.map(\.frame.size))")
    }
}
