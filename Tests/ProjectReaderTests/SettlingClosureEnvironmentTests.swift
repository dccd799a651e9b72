import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A lifecycle closure reads its view's environment: `@EnvironmentObject` and `@Environment`
/// properties read in `.task`, `.onAppear` or work they queue see what the view's ancestors set
/// (Apple docs, "EnvironmentObject": the object is "supplied by a parent or ancestor view"; the
/// closures are the view's own, so they read its properties as its body does). Widths are
/// `Color` frames, so each number is the value the closure read.
@Suite struct SettlingClosureEnvironmentTests {
    private func settled(_ source: String) throws -> (widths: [Double], warnings: [String]) {
        let reading = read(source)
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        try #require(errors.isEmpty, "\(errors)")
        let scenario = try #require(reading.scenarios.first)
        let colours = layout(scenario).root.allViews.filter { $0.label == "Color.teal" }
        return (colours.map(\.frame.size.width), reading.diagnostics.filter { $0.severity == .warning }.map(\.id))
    }

    /// The preview gives a session whose width is 80; the task copies it into state, so the
    /// colour is 80 wide, and no stand-in session is made.
    @Test func aTaskReadsTheEnvironmentObjectItsAncestorSets() throws {
        let (widths, warnings) = try settled("""
        import SwiftUI

        final class Session: ObservableObject {
            let preferredWidth: CGFloat
            init(preferredWidth: CGFloat = 10) { self.preferredWidth = preferredWidth }
        }

        struct Banner: View {
            @EnvironmentObject var session: Session
            @State private var width: CGFloat = 0
            var body: some View {
                Color.teal.frame(width: width, height: 10)
                    .task { width = session.preferredWidth }
            }
        }

        #Preview { Banner().environmentObject(Session(preferredWidth: 80)) }
        """)
        #expect(widths == [80])
        #expect(!warnings.contains("environmentObjectStandIn"), "\(warnings)")
    }

    /// `onAppear` queues work on the main queue; the work reads a custom environment value the
    /// preview sets to 64 (its default is 20).
    @Test func workQueuedByOnAppearReadsTheEnvironmentValueItsAncestorSets() throws {
        let (widths, _) = try settled("""
        import SwiftUI

        private struct RowWidthKey: EnvironmentKey {
            static let defaultValue: CGFloat = 20
        }

        extension EnvironmentValues {
            var rowWidth: CGFloat {
                get { self[RowWidthKey.self] }
                set { self[RowWidthKey.self] = newValue }
            }
        }

        struct Row: View {
            @Environment(\\.rowWidth) private var rowWidth
            @State private var width: CGFloat = 0
            var body: some View {
                Color.teal.frame(width: width, height: 10)
                    .onAppear {
                        DispatchQueue.main.async { width = rowWidth }
                    }
            }
        }

        #Preview { Row().environment(\\.rowWidth, 64) }
        """)
        #expect(widths == [64])
    }
}
