import Testing
@testable import ProjectReader

/// watchOS's `accessoryCorner` family (Apple, `WidgetFamily.accessoryCorner`: "A widget-based
/// complication in the corner of a watch face in watchOS") is a WidgetFamily value the code may
/// hold; a `#Preview(as: .accessoryCorner)` has no tile on the iPhone LayoutLens lays out, and says so.
@Suite struct WatchWidgetFamilyTests {
    @Test func aCornerPreviewSaysItIsAWatchFamily() throws {
        let reading = read("""
        import WidgetKit
        import SwiftUI
        struct E: TimelineEntry { let date: Date; let family: WidgetFamily }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { e in Color.blue }
            }
        }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: .now, family: .accessoryCorner) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) {}
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {}
        }
        #Preview(as: .accessoryCorner) { W() } timeline: { E(date: .now, family: .accessoryCorner) }
        """)
        let errors = reading.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.text.contains("watchOS complication family") == true, "\(errors.map(\.message.text))")
        // No stand-in for the case itself: it is a WidgetFamily case.
        #expect(!reading.diagnostics.contains { $0.message.text.contains("accessoryCorner' is not declared") })
    }
}
