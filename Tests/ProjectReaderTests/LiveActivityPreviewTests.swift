import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `#Preview(as: .content / .dynamicIsland(…), using: attributes) { Widget() } contentStates: { … }`
/// and `attributes.previewContext(state, viewKind:)`: the `ActivityConfiguration`'s presentation
/// for each state. The sizes are `LiveActivityMetrics`' (docs/engine.md "Live Activities": the
/// published table's 371, 52.33 × 36.67 and 36.67 × 36.67; the rest unverified), on the default 393 × 852 iPhone: the Lock Screen and expanded
/// presentations 393 − 2 × 11 = 371 wide and at most 160 tall, compact regions at most
/// 52.33 × 36.67 beside a 126-wide camera, the minimal one 36.67 to 45 wide and 36.67 tall.
@Suite struct LiveActivityPreviewTests {
    /// A Live Activity whose presentations are coloured frames sized from the state's `n`.
    private func source(_ previews: String) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit
        struct Attrs: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int }
            var name: String
        }
        struct Activity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Attrs.self) { context in
                    Color.blue.frame(height: CGFloat(context.state.n) * 10)
                        .activityBackgroundTint(.cyan)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Color.red.frame(width: 40, height: 40) }
                        DynamicIslandExpandedRegion(.trailing) { Color.green.frame(width: 50, height: 30) }
                        DynamicIslandExpandedRegion(.bottom) { Color.gray.frame(height: 20) }
                    } compactLeading: {
                        Color.red.frame(width: 20, height: 20)
                    } compactTrailing: {
                        Color.green.frame(width: CGFloat(context.state.n) * 10, height: 10)
                    } minimal: {
                        Color.orange.frame(width: 24, height: 24)
                    }
                    .keylineTint(.cyan)
                }
            }
        }
        \(previews)
        """
    }

    private func scenarios(_ previews: String) -> FileReading {
        read(source(previews))
    }

    /// Only the unverified-size warning, once per scenario.
    private func expectOnlySizeWarnings(_ reading: FileReading, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(Set(reading.diagnostics.map(\.message.id)) == ["liveActivitySizeUnverified"], "\(reading.diagnostics.map(\.message.text))",
                sourceLocation: sourceLocation)
    }

    /// One scenario per content state; the Lock Screen presentation is 371 wide and as tall as its
    /// content (n × 10), capped at 160: 3 → 30, 20 → 200 capped to 160.
    @Test func lockScreenIsOneScenarioPerStateAsTallAsItsContent() throws {
        let reading = scenarios("""
        #Preview("Lock", as: .content, using: Attrs(name: "a")) { Activity() } contentStates: {
            Attrs.ContentState(n: 3)
            Attrs.ContentState(n: 20)
        }
        """)
        expectOnlySizeWarnings(reading)
        #expect(reading.scenarios.map(\.name) == ["Lock content 1", "Lock content 2"])
        let short = layout(reading.scenarios[0]).root
        #expect(short.frame.size == Size(width: 371, height: 30))
        let tall = layout(reading.scenarios[1]).root
        #expect(tall.frame.size == Size(width: 371, height: 160))
    }

    /// Compact: leading (20 wide) + camera (126) + trailing (n × 10 = 40) = 186 wide, 36.67 tall;
    /// each region hugs its content and centres it in the region's 36.67 height.
    @Test func compactIsTheLeadingRegionTheCameraAndTheTrailingRegion() throws {
        let reading = scenarios("""
        #Preview(as: .dynamicIsland(.compact), using: Attrs(name: "a")) { Activity() } contentStates: { Attrs.ContentState(n: 4) }
        """)
        expectOnlySizeWarnings(reading)
        let scenario = try #require(reading.scenarios.first)
        #expect(scenario.name == "Activity dynamicIsland.compact 1")
        let views = layout(scenario).root.allViews
        #expect(views[0].frame.size == Size(width: 186, height: 36.67))
        // Leading colour: x 0, y (36.67 − 20) / 2 = 8.335; trailing: x 20 + 126 = 146.
        #expect(try frame(views, kind: "Color", 0) == Rect(x: 0, y: 8.335, width: 20, height: 20))
        #expect(try frame(views, kind: "Color", 1) == Rect(x: 146, y: 13.335, width: 40, height: 10))
    }

    /// Minimal: a 24-point content in a region at least 36.67 wide: 36.67 × 36.67, the content
    /// centred at (36.67 − 24) / 2 = 6.335.
    @Test func minimalIsAtLeastItsMinimumWidth() throws {
        let reading = scenarios("""
        #Preview(as: .dynamicIsland(.minimal), using: Attrs(name: "a")) { Activity() } contentStates: { Attrs.ContentState(n: 1) }
        """)
        expectOnlySizeWarnings(reading)
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        #expect(views[0].frame.size == Size(width: 36.67, height: 36.67))
        let colour = try frame(views, kind: "Color")
        #expect(abs(colour.origin.x - 6.335) < 1e-9 && abs(colour.origin.y - 6.335) < 1e-9, "\(colour)")
        #expect(colour.size == Size(width: 24, height: 24))
    }

    /// Expanded: leading along the leading edge and trailing along the trailing edge of the
    /// 371-wide island, the bottom region below them: top row 40 tall (the taller of 40 and 30),
    /// bottom 20, total 60. Trailing's colour ends at 371: x = 371 − 50 = 321.
    @Test func expandedPlacesTheRegionsAlongTheEdgesAndBelow() throws {
        let reading = scenarios("""
        #Preview(as: .dynamicIsland(.expanded), using: Attrs(name: "a")) { Activity() } contentStates: { Attrs.ContentState(n: 1) }
        """)
        expectOnlySizeWarnings(reading)
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        #expect(views[0].frame.size == Size(width: 371, height: 60))
        #expect(try frame(views, kind: "Color", 0) == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(try frame(views, kind: "Color", 1) == Rect(x: 321, y: 0, width: 50, height: 30))
        #expect(try frame(views, kind: "Color", 2) == Rect(x: 0, y: 40, width: 371, height: 20))
    }

    /// iOS 16.2's form: a `PreviewProvider` entry `attributes.previewContext(state, viewKind:)`
    /// shows the presentation of the widget whose configuration is for that attributes type.
    @Test func previewContextOnTheAttributesFindsTheirConfiguration() throws {
        let reading = scenarios("""
        struct Activity_Previews: PreviewProvider {
            static var previews: some View {
                Attrs(name: "a").previewContext(Attrs.ContentState(n: 5), viewKind: .content)
                    .previewDisplayName("Banner")
                Attrs(name: "a").previewContext(Attrs.ContentState(n: 5), viewKind: .dynamicIsland(.minimal))
            }
        }
        """)
        expectOnlySizeWarnings(reading)
        #expect(reading.scenarios.count == 2)
        #expect(reading.scenarios.first?.name == "Banner")
        // 5 × 10 = 50 tall.
        #expect(layout(reading.scenarios[0]).root.frame.size == Size(width: 371, height: 50))
        #expect(layout(reading.scenarios[1]).root.frame.size == Size(width: 36.67, height: 36.67))
    }

    /// Without `contentStates:` there is nothing to lay out: an error at the preview, and the
    /// file's other previews are still laid out.
    @Test func aPreviewWithoutStatesIsAnError() throws {
        let reading = scenarios("""
        #Preview(as: .content, using: Attrs(name: "a")) { Activity() }
        #Preview(as: .dynamicIsland(.minimal), using: Attrs(name: "a")) { Activity() } contentStates: { Attrs.ContentState(n: 1) }
        """)
        #expect(reading.diagnostics.contains { $0.severity == .error && $0.message.text.contains("contentStates") })
        #expect(reading.scenarios.contains { $0.name == "Activity dynamicIsland.minimal 1" })
    }
}
