import Testing
@testable import ProjectReader

/// `(0..<5).contains(Theme.index)` with a value of another file: the answer is as unknown as the
/// value (a condition on it is assumed false, with a warning), never an error about `<`.
@Suite struct RangeContainsStandInTests {
    @Test func aRangeAskedAboutAStandInGivesAStandIn() throws {
        let reading = read("""
        import SwiftUI
        #Preview {
            if (0..<5).contains(Theme.index) { Text("in") } else { Text("out") }
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["out"])
    }
}
