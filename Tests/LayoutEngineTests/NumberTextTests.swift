import Testing
import LayoutEngine

@Suite("Number formatting")
struct NumberTextTests {
    @Test("Decimals trimmed, no -0, special values spelled out", arguments: [
        (33.33333333, 3, "33.333"), (100.0, 3, "100"), (-0.0001, 3, "0"), (-2.5, 3, "-2.5"),
        (0.1 + 0.2, 4, "0.3"), (Double.infinity, 3, "inf"), (-Double.infinity, 3, "-inf"), (Double.nan, 3, "nan"),
    ])
    func formats(value: Double, decimals: Int, expected: String) {
        #expect(NumberText.format(value, decimals: decimals) == expected)
    }

    @Test("Huge values never overflow", arguments: [1e12, 1e15, 9.3e18, 1e19, -1e300, Double.greatestFiniteMagnitude])
    func huge(value: Double) {
        let text = NumberText.format(value, decimals: 6)
        // Reading the text back gives the value to within its rounding.
        #expect(abs((Double(text) ?? .nan) - value.rounded()) <= abs(value) * 1e-15)
    }

    @Test func unspecified() { #expect(NumberText.format(nil) == "nil") }
}
