import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// An extension's initializer of a library type whose parameter is another library type no
/// string literal becomes (`extension Text { init(_ string: NSAttributedString) }` in a style
/// file) is not the one `Text("Hello")` in another file calls: a string is no
/// `NSAttributedString`, so Swift calls SwiftUI's own `Text(_:)` (swiftc 6 compiles and runs the
/// same overloads on a local type: `Label("Hello")` beside `extension Label { init(_ a:
/// NSAttributedString) }` calls the string initializer, for a literal and a variable alike).
@Suite struct ExtensionInitializerOfLiteralLessLibraryTypeTests {
    static let styles = """
    import SwiftUI
    public extension Text {
        init(_ astring: NSAttributedString) {
            self.init(verbatim: "attributed: " + astring.string)
        }
    }
    """
    static let banner = """
    import SwiftUI
    struct Banner: View {
        let name = "Hello"
        var body: some View {
            VStack {
                Text("Hello")
                Text(name)
                Text(verbatim: "Hello")
            }
        }
    }
    #Preview { Banner() }
    """

    /// The three texts show the same five letters in the same font, so they are equally wide.
    @Test func aStringCallsSwiftUIsTextInitializer() throws {
        let (readings, _) = ModuleReadingTests.readTwo(("a/Banner.swift", Self.banner), ("a/Styles.swift", Self.styles))
        let reading = try ModuleReadingTests.reading(readings, "Banner.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let texts = try #require(reading.scenarios.first).layout().root.allViews.filter { $0.kind == "Text" }
        #expect(texts.count == 3)
        #expect(Set(texts.map(\.frame.width)).count == 1, "\(texts.map(\.frame.width))")
    }
}
