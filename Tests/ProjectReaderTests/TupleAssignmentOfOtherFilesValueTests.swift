import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// `(a, b) = value` where the value comes from another file or module (`AsyncStream<T>.makeStream()`
/// of the concurrency library, which LayoutLens does not read): a tuple there, since the file
/// compiles, so each place gets its element, unknown here, as `let (a, b) = value` binds them,
/// and the preview still lays out with a warning instead of stopping.
@Suite struct TupleAssignmentOfOtherFilesValueTests {
    @Test func assigningAnotherFilesValueToATupleGivesEachPlaceAStandIn() throws {
        let reading = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        final class Model {
            let stream: Stream<Int>
            let continuation: Stream<Int>.Continuation
            init() {
                (self.stream, self.continuation) = Stream<Int>.makeStream(bufferingPolicy: .bufferingNewest(100))
            }
        }
        struct Screen: View {
            let model = Model()
            var body: some View { Text("Ready") }
        }
        #Preview { Screen() }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        #expect(errors.isEmpty, "\(errors)")
        #expect(reading.scenarios.count == 1)
        #expect(reading.diagnostics.contains { $0.text.contains("'Stream' is defined in another file") })
    }
}
