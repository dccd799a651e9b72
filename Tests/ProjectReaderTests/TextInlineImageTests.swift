import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Images and texts set inside a text (Apple, "Text": `init(_ image: Image)` "suitable for
/// concatenating with other Text"; `LocalizedStringKey.StringInterpolation`'s
/// `appendInterpolation(_ image: Image)` and `appendInterpolation(_ text: Text)`): one text whose
/// image is an inline run, U+FFFC, which the measurer gives one em (`TextLayoutTests`).
@Suite struct TextInlineImageTests {
    private func reading(_ body: String) -> FileReading {
        read("import SwiftUI\n#Preview {\n    VStack {\n\(body)\n    }\n}\n")
    }

    @Test func concatenatedAndInterpolatedImagesAreInlineRuns() throws {
        let found = reading("""
        Text(Image(systemName: "star.fill")) + Text(" 4.5")
        Text("\\(Image(systemName: "star.fill")) 4.5")
        Text(Image(systemName: "star.fill").renderingMode(.original)).foregroundColor(.yellow) + Text(" 4.5").bold()
        """)
        let texts = try #require(found.scenarios.first).root.texts
        #expect(texts == ["\u{FFFC} 4.5", "\u{FFFC} 4.5", "\u{FFFC} 4.5"])
        #expect(found.diagnostics.contains { $0.id == "approximatedView" && $0.text.contains("Image in Text") })
        #expect(!found.diagnostics.contains { $0.severity == .error }, "\(found.diagnostics.map(\.text))")
    }

    /// A `Text` interpolated in a `Text` literal is its string ("Rated " + "4.5").
    @Test func interpolatedTextIsItsString() throws {
        #expect(try textsOfPreview(#"Text("Rated \(Text("4.5").bold())")"#) == ["Rated 4.5"])
    }
}
