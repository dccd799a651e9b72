import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// `await MainActor.run { … }` and `MainActor.assumeIsolated { … }` run their closure where they
/// are called and give its result (Apple docs, "MainActor.run(resultType:body:)",
/// "MainActor.assumeIsolated(_:file:line:)"); a preview's code already runs on the main actor.
/// Widths are `Color` frames: 10 before the task, 10 + 32 = 42 after `run` gave 32, then 42 × 2
/// = 84 after `assumeIsolated` doubled it.
@Suite struct MainActorRunTests {
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
