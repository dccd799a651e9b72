import Testing
@testable import ProjectReader

/// `scaleEffect(0)` is SwiftUI's own (the view is drawn at no size; its layout frame is the
/// content's, as for every scale): accepted, while a scale that is not finite is an error
/// (`HostileInputRegressionTests.nonFiniteArgumentIsAnError`).
@Suite struct ZeroScaleEffectTests {
    @Test func aZeroScaleIsAcceptedAndKeepsTheLayoutFrame() throws {
        let scaled = try #require(read(HostileInputRegressionTests.source("Text(\"a\").scaleEffect(0)")).scenarios.first)
        let plain = try #require(read(HostileInputRegressionTests.source("Text(\"a\")")).scenarios.first)
        #expect(layout(scaled).root.frame == layout(plain).root.frame)
    }
}
