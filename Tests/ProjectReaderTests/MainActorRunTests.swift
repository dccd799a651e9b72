import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// `await MainActor.run { … }` runs its body on the main actor and gives its result (Apple docs,
/// "MainActor.run(resultType:body:)"); a preview here has one thread, the main one, so a task's
/// `MainActor.run` sets state at once. Widths are `Color` frames.
@Suite struct MainActorRunTests {
    /// The task reads 30 from the body's result and 45 set inside a second body: 30 + 45 = 75,
    /// and the second colour 45; no stand-in for `MainActor`.
    @Test func aTasksMainActorRunSetsStateAndGivesItsResult() throws {
        let reading = read("""
        import SwiftUI

        struct Gauge: View {
            @State private var first: CGFloat = 0
            @State private var second: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.teal.frame(width: first, height: 5)
                    Color.teal.frame(width: second, height: 5)
                }
                .task {
                    let measured = await MainActor.run { () -> CGFloat in 30 }
                    await MainActor.run { second = 45 }
                    first = measured + second
                }
            }
        }

        #Preview { Gauge() }
        """)
        #expect(reading.diagnostics.filter { $0.severity != .note }.map(\.id) == [], "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let widths = layout(scenario).root.allViews.filter { $0.label == "Color.teal" }.map(\.frame.size.width)
        #expect(widths == [75, 45])
    }

    /// A closure's result given back (`() -> CGFloat`), state set inside `run`, and
    /// `assumeIsolated` changing it after: widths 10, then 10 + 32 = 42, then 42 × 2 = 84.
    @Test func mainActorRunGivesItsClosuresResultInATask() throws {
        let reading = read("""
        import SwiftUI
        struct Meter: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.green.frame(width: width, height: 5)
                    .task {
                        let extra = await MainActor.run { () -> CGFloat in 32 }
                        await MainActor.run { width += extra }
                        MainActor.assumeIsolated { width *= 2 }
                    }
            }
        }
        #Preview { Meter() }
        """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
        let scenario = try #require(reading.scenarios.first)
        let color = try #require(layout(scenario).root.allViews.first { $0.kind == "Color" })
        #expect(color.frame.width == 84)
    }
}
