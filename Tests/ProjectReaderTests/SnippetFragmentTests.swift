import LayoutEngine
import Testing
@testable import ProjectReader

/// Snippets as blog posts print them, with no preview: views at the top level of the file, a
/// playground's `setLiveView(_:)`, or a lone `var body: some View`. Swift accepts such a file;
/// LayoutLens lays out what it shows as `#Preview { … }` would, with a warning.
@Suite struct SnippetFragmentTests {
    private func warned(_ reading: FileReading) -> Bool {
        reading.diagnostics.contains { $0.message.id == "fragmentPreview" }
    }

    /// Two texts 12 apart in a padded stack: the stack is their heights plus 12 tall, and the
    /// default padding of 16 on each side adds 32.
    @Test func topLevelViews() throws {
        let reading = read("""
        VStack(spacing: 12) {
            Text("Hello")
            Text("World")
        }
        .padding()
        """)
        #expect(warned(reading))
        let scenario = try #require(reading.scenarios.first)
        let result = layout(scenario)
        let stack = try #require(result.root.allViews.first { $0.kind == "VStack" })
        let texts = result.root.allViews.filter { $0.kind == "Text" }.map(\.frame.height)
        try #require(texts.count == 2)
        #expect(abs(stack.frame.height - (texts[0] + texts[1] + 12)) < 0.01)
        #expect(abs(result.root.allViews[0].frame.height - (stack.frame.height + 32)) < 0.01)
    }

    /// A playground: the view given to `setLiveView(_:)` is the one shown; the struct it names is
    /// the file's.
    @Test func aPlaygroundsLiveView() throws {
        let reading = read("""
        import SwiftUI
        import PlaygroundSupport

        struct Badge: View {
            var body: some View { Text("New").padding(6).background(Color.red) }
        }
        PlaygroundPage.current.setLiveView(Badge().padding(20))
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        // The outer padding of 20 is the live view's, so it is shown, not Badge alone.
        let paddings = views.filter { $0.kind == "padding" }.map(\.frame.width)
        #expect(paddings.count == 2 && paddings[0] == paddings[1] + 40)
    }

    /// A lone `var body: some View { … }` (the part of a view the post discusses): its views,
    /// built as a view's body builds them.
    @Test func aTopLevelBody() throws {
        let reading = read("""
        import SwiftUI

        var body: some View {
            HStack {
                Image(systemName: "star")
                Text("Favorites")
            }
        }
        """)
        #expect(warned(reading))
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.contains { $0.kind == "HStack" })
    }

    /// A file with a view and no preview still gets the implicit preview of its main view, not a
    /// fragment's: declarations are not views to show.
    @Test func declarationsAloneAreNotAFragment() throws {
        let reading = read("""
        import SwiftUI
        let title = "Hi"
        struct Card: View { var body: some View { Text(title) } }
        """)
        #expect(!warned(reading))
        #expect(reading.diagnostics.contains { $0.message.id == "implicitPreview" })
    }

    /// A snippet of a view's members, `@State` included: `$name` at the top level is the state's
    /// binding, so the field shows its text (longer than the placeholder "Name").
    @Test func topLevelStateAndItsBinding() throws {
        func fieldTextWidth(_ initial: String) throws -> Double {
            let reading = read("""
            @State private var name = "\(initial)"
            var body: some View {
                TextField("Name", text: $name)
            }
            """)
            #expect(!reading.diagnostics.contains { $0.message.text.contains("'$name'") }, "\(reading.diagnostics)")
            let scenario = try #require(reading.scenarios.first)
            return try #require(layout(scenario).root.allViews.first { $0.kind == "Text" }).frame.width
        }
        #expect(try fieldTextWidth("Alexandra Montgomery") > fieldTextWidth(""))
    }
}
