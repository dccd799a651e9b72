import Testing
@testable import ProjectReader

/// `rotationEffect` and `scaleEffect` read their numbers as every other geometry argument does:
/// a value that is not finite is an error at the argument (`nonFiniteArgument`), not a transform
/// dropped without a word (issue 30, round four). A zero scale is SwiftUI's own (the view is
/// drawn at no size) and stays accepted.
@Suite struct NonFiniteTransformEffectTests {
    @Test(arguments: [
        ("Text(\"a\").scaleEffect(.infinity)", "scale", 27),
        ("Text(\"a\").scaleEffect(x: 1, y: .nan)", "y", 36),
        ("Text(\"a\").rotationEffect(.degrees(.infinity))", "degrees", 30),
        ("Text(\"a\").rotationEffect(.radians(.nan))", "radians", 30),
    ])
    /// (An angle is reported at the whole `.degrees(…)` argument, column 30.)
    func aNonFiniteTransformIsAnErrorAtItsArgument(expression: String, parameter: String, column: Int) {
        let source = HostileInputRegressionTests.source(expression)
        let output = printed(read(source).diagnostics, source: source)
        #expect(output.contains("x.swift:4:\(column): error: invalid value for '\(parameter)'"), "\(output)")
    }

    @Test func aZeroScaleIsAccepted() throws {
        let reading = read(HostileInputRegressionTests.source("Text(\"a\").scaleEffect(0)"))
        #expect(!reading.diagnostics.contains { $0.severity == .error })
        #expect(reading.scenarios.count == 1)
    }
}
