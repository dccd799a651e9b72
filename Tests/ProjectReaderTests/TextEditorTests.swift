import LayoutEngine
import Testing
@testable import ProjectReader

/// `TextEditor(text:)` laid out as iOS's `UITextView`: as large as offered, its bound text inside
/// the text view's default insets, 8 points above (Apple, "UITextView.textContainerInset", (8, 0,
/// 8, 0)) and 5 in from the leading edge (Apple, "NSTextContainer.lineFragmentPadding", 5), clipped
/// to its bounds as a scroll view is (Apple, "UIView.clipsToBounds").
@Suite struct TextEditorTests {
    @Test func anEditorFillsItsFrameWithItsTextInset() throws {
        let reading = read("""
        import SwiftUI
        struct Notes: View {
            @State private var notes = "Buy milk"
            var body: some View {
                VStack(spacing: 0) {
                    Text("Notes")
                    TextEditor(text: $notes)
                        .frame(height: 120)
                }
                .frame(width: 300)
            }
        }
        #Preview { Notes() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        let editor = try #require(views.first { $0.kind == "TextEditor" })
        let text = try #require(views.first { $0.kind == "Text" && $0.text?.lines.first?.text == "Buy milk" })
        #expect(editor.frame.size == Size(width: 300, height: 120))
        #expect(editor.style.clipsContent)
        #expect(text.frame.origin.x - editor.frame.origin.x == 5)
        #expect(text.frame.origin.y - editor.frame.origin.y == 8)
    }

    /// In a vertical scroll view (no height proposed) the editor is its text's height plus the
    /// 8 + 8 points of inset; an empty editor keeps one line, where the caret goes, as a `Text`
    /// of a space does.
    @Test func inAScrollViewTheEditorIsItsTextPlusTheInsets() throws {
        let reading = read("""
        import SwiftUI
        struct Compose: View {
            @State private var draft = ""
            var body: some View {
                ScrollView {
                    TextEditor(text: $draft)
                    Text(" ")
                }
            }
        }
        #Preview { Compose() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let views = layout(scenario).root.allViews
        let editor = try #require(views.first { $0.kind == "TextEditor" })
        let line = try #require(views.last { $0.kind == "Text" })
        #expect(editor.frame.height == line.frame.height + 16)
    }
}
