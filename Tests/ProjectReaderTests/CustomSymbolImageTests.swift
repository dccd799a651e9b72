import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import TestSupport

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
        let app = try ScratchFolder.fresh("custom-symbol-image")
        let symbolSet = app.appendingPathComponent("Assets.xcassets/custom.bolt.symbolset")
        try FileManager.default.createDirectory(at: symbolSet, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"))
        let contents = #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"custom.bolt.svg","idiom":"universal"}]}"#
        try Data(contents.utf8).write(to: symbolSet.appendingPathComponent("Contents.json"))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: symbolSet.appendingPathComponent("custom.bolt.svg"))
        let file = app.appendingPathComponent("Badge.swift")
        try Data(Self.badge.utf8).write(to: file)
        // A second file makes the folder a module (one file alone is read without resources).
        let theme = app.appendingPathComponent("Theme.swift")
        try Data("enum Theme { static let spacing = 8.0 }\n".utf8).write(to: theme)
        let reading = try #require(ModuleReader.read(paths: [file.path, theme.path]).readings.first { $0.file.hasSuffix("Badge.swift") })
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let images = try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Image" }
        #expect(images.count == 3)
        #expect(images.allSatisfy { $0.frame.size == images[0].frame.size }, "\(images.map(\.frame.size))")
    }
}
