import Testing
@testable import Render

/// Absurd frames (`frame(width: 1e300)` is legal Swift) must never crash the renderer.
struct DiagramNumberOverflowTests {
    @Test(arguments: [1e16, 9.3e18, 2e19, -1e300, Double.greatestFiniteMagnitude])
    func hugeValuesFormatWithoutCrashing(value: Double) {
        let text = DiagramNumber.format(value)
        #expect(abs((Double(text) ?? .nan) - value.rounded()) <= abs(value) * 1e-15)
    }
}
