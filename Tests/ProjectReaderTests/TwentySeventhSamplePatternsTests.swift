import LayoutEngine
import Testing
@testable import ProjectReader

/// From a twenty-seventh sample (40 files of 4 repositories: a workspace of examples, a book's
/// projects, a course, a component catalogue; 37 → 40 lay out).
@Suite struct TwentySeventhSamplePatternsTests {
    /// Another file's container given this file's views (`CardContainer { … }`, `preview: { … }`)
    /// shows them: they are laid out as a `VStack` would, with a warning. A closure that acts
    /// (`{ shown = true }`, `action:`) is never run, so `shown` stays false.
    @Test func anotherFilesContainerShowsThisFilesViews() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Screen: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    CardContainer {
                        Color.red.frame(width: 100, height: 40)
                        if shown { Text("Shown") }
                    }
                    Showcase(title: "Demo", preview: { Color.blue.frame(width: 60, height: 20) })
                    ActionRow(title: "Save") { shown = true }
                    ActionRow(title: "Go", action: { shown = true })
                }
            }
        }
        #Preview { Screen() }
        """)
        let views = try viewsWithoutErrors(reading)
        #expect(reading.diagnostics.filter { $0.message.id == "standInContainer" }.count == 2)
        let card = try #require(views.first { $0.label == "CardContainer" })
        #expect(card.children.map(\.frame.size) == [Size(width: 100, height: 40)])
        #expect(views.contains { $0.label == "Showcase" && $0.children.first?.frame.size == Size(width: 60, height: 20) })
        #expect(!views.contains { $0.text?.lines.first?.text == "Shown" })
    }

    /// `let (preview, code) = #CodeSnippet(…)`, a macro of another module: a tuple there (the
    /// file compiles), so each name is its element, unknown here; the file still lays out.
    @Test func destructuringAnotherModulesValue() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        import SnippetMacros
        struct Example: View {
            var body: some View {
                let (preview, code) = #CodeSnippet(Text("Hi"))
                VStack {
                    preview
                    Text(code)
                }
            }
        }
        #Preview { Example() }
        """)
        let views = try viewsWithoutErrors(reading)
        #expect(views.contains { $0.kind == "Text" })
    }
}
