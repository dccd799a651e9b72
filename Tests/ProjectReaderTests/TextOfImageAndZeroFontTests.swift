import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `Text(Image(systemName:))` is a text made of the image, and a font of size 0 is Core Text's
/// default 12 points; each reads without an error and says its approximation.
@Suite struct TextOfImageAndZeroFontTests {
    private func reading(_ body: String) throws -> FileReading {
        let source = "import SwiftUI\nstruct Screen: View {\n    var body: some View {\n        \(body)\n    }\n}\n#Preview { Screen() }\n"
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                             settings: PreviewSettings())
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    private func size(_ body: String) throws -> Size {
        try #require(try reading(body).scenarios.first).layout().root.frame.size
    }

    /// Apple: `Text.init(_ image: Image)`; the symbol takes the text's font, as
    /// `Image(systemName:)` under the same font does.
    @Test func textMadeOfASymbolIsSizedAsTheSymbolAtItsFont() throws {
        let found = try reading("Text(Image(systemName: \"star\")).font(.title)")
        #expect(found.diagnostics.contains { $0.id == "approximatedView" })
        #expect(try size("Text(Image(systemName: \"star\")).font(.title)") == size("Image(systemName: \"star\").font(.title)"))
        #expect(try size("Text(Image(systemName: \"star\")).font(.title)") != size("Image(systemName: \"star\").font(.caption)"))
    }

    /// Core Text: "If 0.0 is specified, the default font size of 12.0 is used".
    @Test func aFontOfSizeZeroIsTwelvePoints() throws {
        let found = try reading("Text(\"Hello\").font(.system(size: 0))")
        #expect(found.diagnostics.contains { $0.id == "approximatedView" })
        #expect(try size("Text(\"Hello\").font(.system(size: 0))") == size("Text(\"Hello\").font(.system(size: 12))"))
        #expect(try size("Text(\"Hello\").font(.custom(\"Nowhere\", size: 0))") == size("Text(\"Hello\").font(.custom(\"Nowhere\", size: 12))"))
    }
}
