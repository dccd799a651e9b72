import LayoutEngine
import Testing
@testable import ProjectReader

/// `.groupBoxStyle(_:)` with the app's own `GroupBoxStyle`: the box is the style's
/// `makeBody(configuration:)`, given the box's label and content (Apple, `GroupBoxStyle`,
/// `GroupBoxStyleConfiguration.label` / `.content`). The test measurer gives every character
/// 0.5 em and every line 1 em.
@Suite struct GroupBoxStyleTests {
    @Test func aCustomStyleLaysOutItsBodyWithTheBoxsLabelAndContent() throws {
        let views = try placedViews("""
        import SwiftUI
        struct CardBox: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label.font(.caption)
                    configuration.content
                }
                .padding(10)
            }
        }
        #Preview {
            GroupBox("Title") { Text("Body") }.groupBoxStyle(CardBox())
        }
        """)
        // Label "Title" in the 12 pt caption: 5 × 6 = 30 wide, 12 high; content "Body" at 17 pt:
        // 4 × 8.5 = 34 wide, 17 high. Stack 34 × (12 + 4 + 17) = 34 × 33; padded by 10: 54 × 53.
        let stack = try frame(views, kind: "VStack")
        #expect(stack.width == 34 && stack.height == 33)
        let padded = try frame(views, kind: "padding")
        #expect(padded.width == 54 && padded.height == 53)
        #expect(try frame(views, kind: "Text", 0).height == 12)
    }

    @Test func theAutomaticStyleIsTheDefaultBox() throws {
        let styled = try placedViews("""
        import SwiftUI
        #Preview { GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic) }
        """)
        let plain = try placedViews("""
        import SwiftUI
        #Preview { GroupBox("Title") { Text("Body") } }
        """)
        #expect(styled.map(\.frame) == plain.map(\.frame))
    }
}
