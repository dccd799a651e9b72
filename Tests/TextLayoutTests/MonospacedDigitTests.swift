import Testing
import LayoutEngine
@testable import TextLayout

/// `monospacedDigit()`: "fixed-width digits, while leaving other characters proportionally spaced"
/// (Apple, `Font.monospacedDigit()`). Measured with the SF stand-in, its figures become Inter's
/// tabular figures (one 1824-unit advance each, `TabularFiguresTests`), so any two strings of as
/// many figures are as wide; letters keep their widths.
@Suite struct MonospacedDigitTests {
    private func width(_ text: String, tabular: Bool) -> Double {
        var font = ScaledFont.system(size: 17)
        font.usesTabularFigures = tabular
        return font.width(of: text)
    }

    @Test func figuresShareOneWidth() {
        // Proportional: "1" (1308 units) is narrower than "0" (1760).
        #expect(width("1111", tabular: false) < width("0000", tabular: false))
        #expect(abs(width("1111", tabular: true) - width("0000", tabular: true)) < 1e-9)
        #expect(abs(width("1234567890", tabular: true) - width("0987654321", tabular: true)) < 1e-9)
    }

    @Test func lettersKeepTheirWidths() {
        #expect(width("Hello", tabular: true) == width("Hello", tabular: false))
        // "A1" differs from "A0" only by its figure, which is tabular: as wide as "A0".
        #expect(abs(width("A1", tabular: true) - width("A0", tabular: true)) < 1e-9)
    }

    @Test func theDescriptorAsksTheLibraryForTabularFigures() {
        var descriptor = FontDescriptor.body
        descriptor.monospacedDigits = true
        #expect(FontLibrary.standard.resolve(descriptor).font.usesTabularFigures)
        #expect(!FontLibrary.standard.resolve(.body).font.usesTabularFigures)
    }
}
