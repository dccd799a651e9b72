import LayoutEngine
import Testing
@testable import ProjectReader

/// From a twenty-eighth sample (30 files of 3 course and training repositories; 28 → 30 lay out).
@Suite struct TwentyEighthSamplePatternsTests {
    /// `.background(dragColor?.opacity(0.5))`: an optional view; nil draws nothing (SwiftUI's
    /// `Optional` is a view, empty when nil), a value is the background.
    @Test func anOptionalBackground() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Card: View {
            var tint: Color? = nil
            var glow: Color? = .red
            var body: some View {
                VStack {
                    Color.gray.frame(width: 40, height: 40).background(tint?.opacity(0.5))
                    Color.gray.frame(width: 40, height: 40).background(glow?.opacity(0.5))
                }
            }
        }
        #Preview { Card() }
        """)
        let backgrounds = try viewsWithoutErrors(reading).filter { $0.kind == "background" }
        // Only the second has a background, which takes its view's 40 × 40.
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?.children.map(\.frame.size) == [Size(width: 40, height: 40), Size(width: 40, height: 40)])
    }

    /// `OutlineGroup(tree, children: \\.children) { node in … }`: the rows an outline `List` makes
    /// of the same tree — the top-level nodes, collapsed (a preview expands nothing).
    @Test func anOutlineGroupShowsTheTopLevelRows() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Topic: Identifiable { var id: String; var subtopics: [Topic]? }
        struct Menu: View {
            let tree = [Topic(id: "Fruit", subtopics: [Topic(id: "Fig", subtopics: nil)]), Topic(id: "Bread", subtopics: nil)]
            var body: some View {
                VStack(spacing: 0) {
                    OutlineGroup(tree, children: \\.subtopics) { topic in
                        Color.gray.frame(width: 50, height: 20)
                    }
                }
            }
        }
        #Preview { Menu() }
        """)
        let rows = try viewsWithoutErrors(reading).filter { $0.kind == "frame" && $0.frame.size == Size(width: 50, height: 20) }
        // Two top-level nodes; "Fig" stays collapsed.
        #expect(rows.count == 2)
    }

    /// From a twenty-ninth sample (30 files of 3 repositories; 27 → 28 lay out): `Array(musicData[0 ... 8])`
    /// of another file's value is as unknown as the value; an empty array in its place made the
    /// file's own `albums[0 ... 3]` trap.
    @Test func anArrayMadeFromAnotherFilesValueStaysUnknown() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Shelf: View {
            let albums: [Album]
            init() {
                let all = Array(musicData[0 ... 8])
                albums = Array(all[0 ... 3])
            }
            var body: some View {
                Color.gray.frame(width: 30, height: 30)
            }
        }
        #Preview { Shelf() }
        """)
        let frame = try #require(try viewsWithoutErrors(reading).first { $0.kind == "frame" })
        #expect(frame.frame.width == 30)
    }
}
