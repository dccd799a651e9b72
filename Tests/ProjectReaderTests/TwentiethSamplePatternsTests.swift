import LayoutEngine
import Testing
@testable import ProjectReader

/// Shapes a twentieth sample of public view files (50 files of 5 app repositories kept outside
/// the repository) used and the reader did not yet run; each case written here from the rule.
@Suite struct TwentiethSamplePatternsTests {
    private func views(_ reading: FileReading) throws -> [PlacedView] {
        layout(try #require(reading.scenarios.first)).root.allViews
    }

    /// `.listRowInsets(.zero)` and `.padding(EdgeInsets.zero)`: SwiftUI's `EdgeInsets` has no
    /// `zero`, so the app's extension declares it, meaning all zeros as every Swift `zero` does.
    /// Another file's insets of any other name are as if not given.
    @Test func zeroInsetsOfAnotherFilesExtension() throws {
        let reading = try interpretedReading("""
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
        let reading = try interpretedReading("""
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

/// From a twenty-first sample (49 files of 5 repositories, previews or not): files that are only
/// a `ViewModifier`, and closures assigning to a property.
@Suite struct TwentyFirstSamplePatternsTests {
    /// A file whose only view code is a `ViewModifier` (no view, no preview) is laid out applied
    /// to a stand-in `Text("Content")`, with a warning; its `Binding<Bool>` parameter is a
    /// placeholder read as false. `.onAppear { self.shown = true }` (a closure assigning, which
    /// Swift accepts and the recogniser's own parser did not) is parsed, never run.
    @Test func aModifierOnlyFileIsShownOnAStandInContent() throws {
        let source = """
        import SwiftUI
        struct Dimmed: ViewModifier {
            @Binding var isDimmed: Bool
            @State private var shown = false
            func body(content: Content) -> some View {
                content
                    .padding(10)
                    .opacity(isDimmed ? 0.4 : 1)
                    .onAppear { self.shown = true }
            }
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(reading.diagnostics.contains { $0.message.id == "implicitPreview" && $0.message.text.contains("'Dimmed'") })
        let views = try viewsWithoutErrors(reading)
        let text = try #require(views.first { $0.kind == "Text" })
        let padding = try #require(views.first { $0.kind == "padding" })
        // The modifier's 10 pt padding around the stand-in text: 20 wider and taller.
        #expect(padding.frame.width == text.frame.width + 20)
        #expect(padding.frame.height == text.frame.height + 20)
    }
}

/// From a twenty-second sample (50 files of 5 repositories: books, tutorials, an accessibility
/// catalogue, an app).
@Suite struct TwentySecondSamplePatternsTests {
    /// `Strobe { … }` for `init(delay: Double = 0, mode: Animation.RepeatMode = .forever, @ViewBuilder
    /// content: () -> Content)`: SE-0286's forward scan gives the trailing closure to `content`,
    /// skipping parameters with defaults while a later one needs an argument, whatever their type.
    @Test func aTrailingClosureSkipsDefaultsWhileALaterParameterNeedsIt() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Strobe<Content: View>: View {
            var delay: Double
            var mode: Animation.RepeatMode
            var content: Content
            init(delay: Double = 0, mode: Animation.RepeatMode = .forever, @ViewBuilder content: () -> Content) {
                self.delay = delay
                self.mode = mode
                self.content = content()
            }
            var body: some View { content.padding(6) }
        }
        #Preview { Strobe { Color.red.frame(width: 30, height: 30) } }
        """)
        let views = try viewsWithoutErrors(reading)
        let padding = try #require(views.first { $0.kind == "padding" })
        // 30 + 2 × 6.
        #expect(padding.frame.width == 42)
    }

    /// `.textCase(.uppercase)` shows, and so measures, the text in capitals: as wide as the same
    /// text written in capitals; `.textCase(nil)` keeps its own case (Apple's `textCase(_:)`).
    @Test func textCaseChangesWhatIsMeasured() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Header: View {
            var body: some View {
                VStack {
                    Text("Recent items").textCase(.uppercase)
                    Text("RECENT ITEMS")
                    Text("Recent items")
                    Text("Recent items").textCase(nil)
                }
            }
        }
        #Preview { Header() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        // The lines laid out (and drawn) are what was measured.
        let shown = views.filter { $0.kind == "Text" }.map { $0.text?.lines.map(\.text).joined() }
        #expect(shown == ["RECENT ITEMS", "RECENT ITEMS", "Recent items", "Recent items"])
    }
}
