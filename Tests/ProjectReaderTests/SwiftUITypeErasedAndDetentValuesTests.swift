import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// SwiftUI values app code keeps and passes on rather than draws: `PresentationDetent`,
/// `AnyShapeStyle`, names qualified with `SwiftUICore`, link titles of any string value, and
/// the undocumented environment keys a layout cannot apply (said, never silent).
@Suite struct SwiftUITypeErasedAndDetentValuesTests {
    private func reading(_ source: String) -> FileReading {
        SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
    }

    /// `PresentationDetent` is `Hashable` (Apple docs): a set of three different detents has 3
    /// members, and detents made the same way are equal.
    @Test func presentationDetentsCompareAndHash() throws {
        let found = reading("""
        import SwiftUI
        struct Sheet: View {
            @State var detent: PresentationDetent = .medium
            let detents: Set<PresentationDetent> = [.medium, .height(200), .fraction(0.3), .medium]
            var body: some View {
                Text("\\(detents.count) \\(detent == .medium) \\(PresentationDetent.height(200) == .height(200)) \\(detent == .large)")
                    .presentationDetents(detents, selection: $detent)
            }
        }
        #Preview { Sheet() }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        #expect(try #require(found.scenarios.first).root.texts == ["3 true true false"])
    }

    /// `AnyShapeStyle(.blue)` paints as `.blue`; `SwiftUICore.Font.largeTitle` is SwiftUI's
    /// large title, whose line is 41 pt tall at the default text size (34 pt; text-metrics.md),
    /// taller than the body line (22 pt).
    @Test func typeErasedStylesAndSwiftUICoreNamesAreSwiftUIs() throws {
        let found = reading("""
        import SwiftUI
        struct Title: View {
            var selected = true
            var body: some View {
                Text("Hi")
                    .foregroundStyle(selected ? AnyShapeStyle(.blue) : AnyShapeStyle(.secondary))
                    .font(SwiftUICore.Font.largeTitle)
            }
        }
        #Preview { Title() }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        let scenario = try #require(found.scenarios.first)
        let text = try #require(try scenario.layout().root.allViews.first { $0.kind == "Text" })
        #expect(text.frame.height > 30)
    }

    /// Every unlabelled first argument of `NavigationLink(_:value:)` is its title: a value of a
    /// type no file read declares is shown by its name, as `Text` shows one, not an error.
    @Test func aLinkTitleOfAnotherFilesValueIsATitle() throws {
        let found = reading("""
        import SwiftUI
        struct Row: View {
            let user: Account
            var body: some View {
                NavigationStack { NavigationLink(user.name, value: 1) }
            }
        }
        #Preview { Row(user: .sample) }
        """)
        #expect(found.diagnostics.allSatisfy { $0.severity != .error }, "\(found.diagnostics.map(\.text))")
        #expect(found.scenarios.count == 1)
    }

    /// `\._lineHeightMultiple` is not a documented `EnvironmentValues` member: setting it is said
    /// (`approximatedView`), not silently accepted.
    @Test func anUndocumentedEnvironmentKeyIsSaidNotApplied() throws {
        let found = reading("""
        import SwiftUI
        #Preview {
            Text("Line").environment(\\._lineHeightMultiple, 0.9)
        }
        """)
        let warning = try #require(found.diagnostics.first { $0.text.contains("_lineHeightMultiple") }, "\(found.diagnostics.map(\.text))")
        #expect(warning.id == "approximatedView")
        #expect(warning.severity == .warning)
    }
}
