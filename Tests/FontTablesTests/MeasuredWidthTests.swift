import Testing
@testable import FontTables

/// Widths at 17 pt from text-metrics.md §3.3 ("Advance widths at 17 pt (measured here)": fontTools
/// hmtx sums and HarfBuzz shapes with default features, kern on, on the same Debian files). The
/// kerned sums check GPOS PairPos (formats 1 and 2) as HarfBuzz applies it. DejaVu rows run only
/// where DejaVu Sans 2.37 is installed.
@Suite struct MeasuredWidthTests {
    static let inter = try! OpenTypeFont(bytes: BundledFontFiles.interRegular)
    static let dejaVu = DejaVuSans.bytes.flatMap { try? OpenTypeFont(bytes: $0) }

    static let cases: [(font: String, text: String, advanceSum: Double, kernedSum: Double)] = [
        ("Inter", "Hello, world", 95.094, 94.780),
        ("Inter", "Hello, World!", 102.145, 101.276),
        ("Inter", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", 444.053, 443.666),
    ] + (dejaVu == nil ? [] : [
        ("DejaVu Sans", "Hello, world", 100.705, 100.705),
        ("DejaVu Sans", "Hello, World!", 110.425, 109.429),
        ("DejaVu Sans", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", 475.120, 474.448),
    ])

    @Test(arguments: cases)
    func widthsAt17Points(font name: String, text: String, advanceSum: Double, kernedSum: Double) throws {
        let font = try #require(name == "Inter" ? Self.inter : Self.dejaVu)
        let sums = font.widthSums(of: text, size: 17)
        #expect(abs(sums.advances - advanceSum) < 0.001)
        #expect(abs(sums.kerned - kernedSum) < 0.001)
    }
}
