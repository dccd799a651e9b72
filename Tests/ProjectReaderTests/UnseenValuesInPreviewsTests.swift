import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// Values of other files as previews and views commonly hold them: a `.system(size:)` whose size
/// is another file's constant, an `@Environment` read declared in the preview (`@Previewable`),
/// and Apple's tutorial shape `Editor(profile: .constant(.default))` for another file's type. Each
/// lays out, with a warning saying what was assumed.
@Suite struct UnseenValuesInPreviewsTests {
    private func reading(_ source: String) throws -> FileReading {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    private func warnings(_ reading: FileReading) -> [String] {
        reading.diagnostics.filter { $0.severity == .warning }.map(\.text)
    }

    /// The size is unknown, so the text takes the body size: as tall as the same text in `.body`.
    @Test func aSystemFontOfAnotherFilesSizeIsBodySized() throws {
        let reading = try reading("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Text("Streak").font(.system(size: Metrics.headline, weight: .medium))
                Text("Streak").font(.body)
            }
        }
        """)
        let scenario = try #require(reading.scenarios.first)
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 2)
        #expect(texts[0].height == texts[1].height)
        #expect(warnings(reading).contains { $0.contains("Metrics.headline") && $0.contains("body size") })
    }

    /// `@Environment(\.key)` on a variable of the preview keeps its key: a key the layout cannot
    /// know (a data store's context) is opaque, a known one (`colorScheme`) reads its default.
    @Test func anEnvironmentReadDeclaredInThePreviewKeepsItsKey() throws {
        let reading = try reading("""
        import SwiftUI
        #Preview {
            @Previewable @Environment(\\.modelContext) var context
            @Previewable @Environment(\\.colorScheme) var scheme
            Text(scheme == .dark ? "Dark" : "Light")
        }
        """)
        #expect(reading.scenarios.count == 1)
        #expect(!reading.diagnostics.contains { $0.text.contains("''") })
    }

    /// Implicit-member chains no type starts: a font of another file's nested `extension Font`
    /// type (`.AppFont.regular.size(14)`) is the body font; a date built for another file's model
    /// (`.now.addingTimeInterval(10)`) is left unknown, and the row still lays out.
    @Test func implicitChainsOfOtherFilesTypes() throws {
        let reading = try reading("""
        import SwiftUI
        #Preview(traits: .sizeThatFitsLayout) {
            let item = Reminder(title: "Walk", due: .now.addingTimeInterval(10))
            VStack {
                Text("Walk").font(.AppFont.regular.size(14))
                Text("Walk").font(.body)
            }
        }
        """)
        let scenario = try #require(reading.scenarios.first)
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }.map(\.frame.size)
        try #require(texts.count == 2)
        #expect(texts[0] == texts[1])
        #expect(warnings(reading).contains { $0.contains("AppFont.regular.size") && $0.contains("body font") })
    }

    /// Apple's tutorial preview `ProfileEditor(profile: .constant(.default))` with `Profile` of another
    /// file: the bound members are unknown, so the date picker shows its approximation.
    @Test func aConstantBindingToAnotherFilesDefault() throws {
        let reading = try reading("""
        import SwiftUI
        struct GoalEditor: View {
            @Binding var profile: Profile
            var body: some View {
                DatePicker(selection: $profile.goalDate, displayedComponents: .date) { Text("Goal") }
            }
        }
        #Preview { GoalEditor(profile: .constant(.default)) }
        """)
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.contains { $0.kind == "DatePicker" })
        #expect(warnings(reading).contains { $0.contains(".default.goalDate") })
    }
}
