import LayoutEngine
import Testing
@testable import ProjectReader

/// From a twenty-sixth sample (45 files of 5 repositories, all laid out at the start; what their
/// warnings showed).
@Suite struct TwentySixthSamplePatternsTests {
    /// `.modifier(Pill(tint: .white))` where another file declares `Pill`: ignored with a warning,
    /// as an unknown modifier is; the content keeps its frame (it was replaced by a placeholder of
    /// `Pill.body`).
    @Test func anotherFilesViewModifierIsIgnored() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Actions: View {
            var body: some View {
                Color.blue.frame(width: 120, height: 44).modifier(Pill(tint: .white))
            }
        }
        #Preview { Actions() }
        """)
        #expect(reading.diagnostics.map(\.message.id) == ["undefinedModifier"])
        let frame = try #require(try viewsWithoutErrors(reading).first { $0.kind == "frame" })
        #expect(frame.frame.width == 120 && frame.frame.height == 44)
    }
}
