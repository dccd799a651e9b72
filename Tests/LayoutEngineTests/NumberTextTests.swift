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

    // units ÷ 10^decimals: 96670 ÷ 1000 = 96.670 → "96.67"; 5 ÷ 100 = 0.05 (padded to two
    // digits); 50 ÷ 100 = 0.50 → "0.5"; 1200 ÷ 100 = 12 (no point); 8339 ÷ 10^6 = 0.008339;
    // 2^64 − 1 = 18446744073709551615 with no decimals is the widest whole part.
    @Test("Fixed point: whole part, padded fraction, trailing zeros trimmed", arguments: [
        (UInt64(96_670), 3, false, "96.67"), (5, 2, false, "0.05"), (50, 2, true, "-0.5"), (1_200, 2, false, "12"),
        (8_339, 6, false, "0.008339"), (0, 3, false, "0"), (UInt64.max, 0, true, "-18446744073709551615"),
    ])
    func fixedPoint(units: UInt64, decimals: Int, negative: Bool, expected: String) {
        #expect(NumberText.fixedPoint(units, decimals: decimals, negative: negative) == expected)
    }

    // The buffer form is the string form's bytes: the cases above (no -0 for -0.0001, special
    // values), both edges of the fixed-point range (9 × 10¹⁵ units: 8.9999e11 and 9e11 at four
    // decimals), numbers beyond `Int64` and the widest shortest form, at each number of decimals
    // (out-of-range ones clamped to 0…6 as `format` clamps them).
    @Test("A number written into a buffer is the text format makes", arguments: [
        33.33333333, 100, -0.0001, -2.5, 0.1 + 0.2, .infinity, -.infinity, .nan, 0, -0.0,
        899_999_999_999.9999, 900_000_000_000, -9.3e18, 1e300, -2.2250738585072014e-308, Double.greatestFiniteMagnitude,
    ])
    func formatsIntoABuffer(value: Double) {
        for decimals in -1...7 {
            let written = [UInt8](unsafeUninitializedCapacity: NumberText.maximumLength) { buffer, count in
                count = NumberText.format(value, decimals: decimals, into: buffer)
            }
            #expect(String(decoding: written, as: UTF8.self) == NumberText.format(value, decimals: decimals))
        }
    }
}
