import LayoutEngine
import Testing
@testable import SwiftUIReader

/// Shapes a twentieth sample of public view files (50 files of 5 app repositories kept outside
/// the repository) used and the reader did not yet run; each case written here from the rule.
@Suite struct TwentiethSamplePatternsTests {
    private func interpreted(_ source: String) throws -> FileReading {
        try #require(InterpretedReading.read(bytes: Array(source.utf8), file: "x.swift",
                                             assets: ImageAssets(directory: nil), mode: .interpreter))
    }

    private func views(_ reading: FileReading) throws -> [PlacedView] {
        let scenario = try #require(reading.scenarios.first)
        return layout(scenario).root.allViews
    }

    /// `.listRowInsets(.zero)` and `.padding(EdgeInsets.zero)`: SwiftUI's `EdgeInsets` has no
    /// `zero`, so the app's extension declares it, meaning all zeros as every Swift `zero` does.
    /// Another file's insets of any other name are as if not given.
    @Test func zeroInsetsOfAnotherFilesExtension() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Header: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("A").padding(EdgeInsets.zero)
                    Text("B").padding(Insets.card)
                }
                .listRowInsets(.zero)
            }
        }
        #Preview { Header() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        let all = try views(reading)
        let paddings = all.filter { $0.kind == "padding" }
        let texts = all.filter { $0.kind == "Text" }
        try #require(paddings.count == 2 && texts.count == 2)
        // Zero insets: the padding is its text's size. `Insets.card` is assumed the default
        // 16 pt on each edge: 32 wider than its text.
        #expect(paddings[0].frame.width == texts[0].frame.width)
        #expect(paddings[1].frame.width == texts[1].frame.width + 32)
    }

    /// `Text(.init(bio))` and `Text(LocalizedStringKey(bio))` make a `LocalizedStringKey`, whose
    /// text shows its inline Markdown; `Text(bio)` shows the string verbatim (Apple's `Text`
    /// documentation: a string variable is not localized, a key is).
    @Test func aLocalizedStringKeyMadeFromAStringShowsItsMarkdown() throws {
        let reading = try interpreted("""
        import SwiftUI
        struct Bio: View {
            let bio = "*Hi* there"
            var body: some View {
                VStack {
                    Text(.init(bio))
                    Text(LocalizedStringKey(bio))
                    Text(bio)
                    Text("Hi there")
                }
            }
        }
        #Preview { Bio() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let texts = try views(reading).filter { $0.kind == "Text" }
        try #require(texts.count == 4)
        // The key's text is "Hi there" as the literal's; the verbatim string keeps its two asterisks.
        #expect(texts[0].frame.width == texts[3].frame.width)
        #expect(texts[1].frame.width == texts[3].frame.width)
        #expect(texts[2].frame.width > texts[3].frame.width)
    }
}
