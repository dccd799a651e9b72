import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// Names of other files of the app (`UndefinedNames.swift` in the runtime): a view is a
/// placeholder drawn as `Text(name).padding()`, a value the layout never reads is opaque, a value
/// the layout needs is an error naming what is missing; a typo of a visible name stays an error.
@Suite struct UndefinedNamesTests {
    private func scenario(_ source: String) throws -> (Scenario, [Diagnostic]) {
        let reading = read(source)
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return (try #require(reading.scenarios.first), reading.diagnostics)
    }

    /// The placeholder is sized like `Text("ListView").padding()`: the same text padded by the
    /// default 16 pt a side, so both columns of the HStack have the same frame size.
    @Test func placeholderIsSizedLikeItsNamePadded() throws {
        let (scenario, diagnostics) = try scenario("""
        import SwiftUI
        #Preview {
            HStack(spacing: 0) {
                ListView(items: [1, 2])
                Text("ListView").padding()
            }
        }
        """)
        let result = layout(scenario)
        let stack = try #require(result.root.allViews.first { $0.kind == "HStack" })
        try #require(stack.children.count == 2)
        #expect(stack.children[0].frame.size == stack.children[1].frame.size)
        let text = try #require(stack.children[0].children.first)
        // Padding 16 on every side: 2 × 16 = 32 wider and taller than the text.
        #expect(stack.children[0].frame.width == text.frame.width + 32)
        #expect(stack.children[0].frame.height == text.frame.height + 32)
        #expect(diagnostics.map(\.text) == ["'ListView' is defined in another file; drawn as a stand-in"])
        #expect(diagnostics.first?.line == 4 && diagnostics.first?.column == 9)
    }

    /// `.environmentObject(ModelData())` and an unused `@StateObject` model run as opaque values;
    /// each gets one warning at its first use, and the layout is the file's own views.
    @Test func valuesTheLayoutNeverReadsAreOpaque() throws {
        let (scenario, diagnostics) = try scenario("""
        import SwiftUI
        struct Landing: View {
            @StateObject private var model = LandingModel()
            @EnvironmentObject var data: ModelData
            var body: some View { Text("Welcome").task { await model.refresh() } }
        }
        #Preview { Landing().environmentObject(ModelData()) }
        """)
        #expect(scenario.root.texts == ["Welcome"])
        // The task now runs while the preview settles (issue 31): its `await` of another file's
        // model never completes here, which is said at the `task`'s line.
        #expect(diagnostics.map(\.id) == ["standInValue", "settlingNeverRuns", "standInValue"])
        #expect(diagnostics.map(\.line) == [3, 5, 7])
    }

    /// `Text(user.name)` needs the string, which another file defines: the text is the expression
    /// itself, as a placeholder, and a warning at the name says what was assumed.
    @Test func aStringTheLayoutNeedsIsItsExpression() throws {
        let reading = read("""
        import SwiftUI
        struct Badge: View {
            let user: User
            var body: some View { Text(user.name) }
        }
        #Preview { Badge(user: .sample) }
        """)
        #expect(reading.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(reading.diagnostics.contains { $0.text.contains("'User.sample.name' is defined in another file; LayoutLens assumed its name as the text") })
        let scenario = try #require(reading.scenarios.first)
        let text = try #require(layout(scenario).root.allViews.first { $0.kind == "Text" })
        #expect(text.text?.lines.map(\.text).joined() == "User.sample.name")
    }

    /// The values a layout reads of another file's model: a condition is false, an optional is
    /// nil, a sequence is empty, a `switch` takes its `default` (else its first case that binds
    /// nothing) — each said once in a warning. The view shown is the `else` branch's empty list
    /// and the switch's first case.
    @Test func conditionsOptionalsSequencesAndSwitchesOfAnotherFilesModel() throws {
        let reading = read("""
        import SwiftUI
        struct Feed: View {
            @StateObject var model = FeedModel()
            var body: some View {
                VStack {
                    if model.isLoading { ProgressView() }
                    if let banner = model.banner { Text(banner) }
                    ForEach(model.posts) { post in Text(post.title) }
                    switch model.state {
                    case .idle: Text("Idle")
                    case .failed(let message): Text(message)
                    }
                }
            }
        }
        #Preview { Feed() }
        """)
        #expect(reading.diagnostics.allSatisfy { $0.severity == .warning }, "\(reading.diagnostics.map(\.text))")
        for (path, assumption) in [("FeedModel.isLoading", "false"), ("FeedModel.banner", "nil"), ("FeedModel.posts", "empty"),
                                   ("FeedModel.state", "its first case")] {
            #expect(reading.diagnostics.contains { $0.text == "'\(path)' is defined in another file; LayoutLens assumed \(assumption) for it" })
        }
        let scenario = try #require(reading.scenarios.first)
        let texts = layout(scenario).root.allViews.compactMap { $0.text?.lines.map(\.text).joined() }
        #expect(texts == ["Idle"])
    }

    /// A modifier of another file's `extension View` is ignored with a warning at its name; a
    /// static colour of another file's `extension Color` paints gray. Neither changes a frame:
    /// the text alone, padded by `.padding(8)`, is 16 wider than the text.
    @Test func otherFilesModifiersAndColoursChangeNoFrame() throws {
        let (scenario, diagnostics) = try scenario("""
        import SwiftUI
        #Preview {
            Text("Tip")
                .cardStyle()
                .foregroundStyle(Color.brandAccent)
                .padding(8)
        }
        """)
        let result = layout(scenario)
        let text = try #require(result.root.allViews.first { $0.kind == "Text" })
        #expect(result.root.frame.width == text.frame.width + 16)
        #expect(diagnostics.map(\.id) == ["undefinedModifier", "standInValue"])
    }

    /// One edit from a visible name is a typo in this file, not a name of another: still an error.
    @Test(arguments: ["HStak { Text(\"a\") }", "Text(\"a\").fram(width: 20)", "Text(\"a\").foregroundStyle(Color.grean)"])
    func typosStayErrors(_ body: String) {
        let reading = read("import SwiftUI\n#Preview { \(body) }\n")
        #expect(reading.diagnostics.contains { $0.severity == .error })
        #expect(!reading.diagnostics.contains { $0.id.hasPrefix("undefinedName") })
    }

    /// `ForEach(MockData.colors)` iterates nothing (a warning says so), not a loop that never ends.
    @Test func iteratingAnOpaqueValueIsEmpty() throws {
        let reading = read("""
        import SwiftUI
        #Preview { VStack { ForEach(MockData.colors, id: \\.self) { Color($0) } } }
        """)
        #expect(reading.diagnostics.contains { $0.text == "'MockData.colors' is defined in another file; LayoutLens assumed empty for it" })
        let scenario = try #require(reading.scenarios.first)
        #expect(!layout(scenario).root.allViews.contains { $0.kind == "Color" })
    }

    /// `@FetchRequest` in a preview has no store: its results are empty (one warning), so only the
    /// title is laid out.
    @Test func fetchRequestResultsAreEmpty() throws {
        let (scenario, diagnostics) = try scenario("""
        import SwiftUI
        struct Notes: View {
            @FetchRequest(sortDescriptors: []) var notes: FetchedResults<Note>
            var body: some View {
                VStack { Text("Notes"); ForEach(notes) { Text($0.title ?? "") } }
            }
        }
        #Preview { Notes() }
        """)
        #expect(scenario.root.texts == ["Notes"])
        #expect(diagnostics.map(\.id) == ["approximatedView"])
    }

    /// A file without previews lays out its main view (named like the file) with placeholder
    /// arguments: `title` is its own name, `isSelected` false (so no checkmark), `count` a binding
    /// to 0. The chip is the text padded by 8 a side: 16 wider and taller than the text.
    @Test func aFileWithoutPreviewsShowsItsMainView() throws {
        let source = """
        import SwiftUI
        struct Helper: View { var body: some View { Color.red } }
        struct TagChip: View {
            let title: String
            var isSelected: Bool
            @Binding var count: Int
            var body: some View {
                HStack(spacing: 4) {
                    Text(title)
                    if isSelected { Image(systemName: "checkmark") }
                }
                .padding(8)
            }
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "TagChip.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first)
        #expect(reading.scenarios.count == 1)
        #expect(scenario.root.texts == ["title"])
        #expect(rootIsItsTextGrown(layout(scenario), by: 16))
        #expect(reading.diagnostics.map(\.id) == ["implicitPreview"])
        #expect(reading.diagnostics.first?.line == 3)
    }
    /// Another file's constants as numbers: an optional one (`.frame(width:)`) is as if not given;
    /// padding takes SwiftUI's default 16; a corner radius, which changes no frame, 0. A 10 × 10
    /// colour padded by 16 on each side is 42 × 42; the rounded rectangle fills the proposal.
    @Test func constantsOfAnotherFileAsNumbers() throws {
        let reading = read("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: Theme.gap) {
                Color.red.frame(width: 10, height: 10).padding(Theme.margin)
                RoundedRectangle(cornerRadius: Theme.radius).frame(width: Theme.width, height: 20)
            }
        }
        """)
        #expect(reading.diagnostics.allSatisfy { $0.severity == .warning }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.text.hasSuffix("LayoutLens assumed 16 (the default padding) for it") })
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        #expect(try #require(views.first { $0.kind == "padding" }).frame.size == Size(width: 42, height: 42))
    }
}
