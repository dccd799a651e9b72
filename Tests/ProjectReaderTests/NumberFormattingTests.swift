import Testing

/// Foundation's `NumberFormatter`, `NSNumber` and `ByteCountFormatter` in a preview (en_US).
/// Expected texts are what swiftc 6 on Linux prints for the same calls (ICU's en_US patterns),
/// except where Linux's Foundation is known to differ from Apple's, said at each test, and follow
/// Apple's documentation: decimal style rounds half to even to at most 3 fraction digits
/// (1234.5678 → "1,234.568"), percent multiplies by 100 with none ("26%"), currency shows 2 with the
/// locale's symbol ("$1,234.50"); byte counts in file style count 1 000 bytes to the KB, in memory
/// style 1 024 (123 456 789 / 1 048 576 = 117.74 → "117.7 MB", one fraction digit for MB).
@Suite struct NumberFormattingTests {
    private func texts(_ body: String, declarations: String = "") throws -> [String] {
        try previewBodyTexts(body, declarations: declarations)
    }

    @Test func numberStylesWriteFoundationsText() throws {
        #expect(try texts("""
        Text(decimal.string(from: 1234.5678) ?? "nil")
        Text(percent.string(from: 0.256) ?? "nil")
        Text(currency.string(for: 1234.5) ?? "nil")
        Text(spelled.string(from: 42) ?? "nil")
        Text(NumberFormatter.localizedString(from: 1234.5, number: .decimal))
        Text(currency.string(for: "text") ?? "not a number")
        """, declarations: """
        let decimal = make(.decimal)
        let percent = make(.percent)
        let currency = make(.currency)
        let spelled = make(.spellOut)
        func make(_ style: NumberFormatter.Style) -> NumberFormatter {
            let formatter = NumberFormatter()
            formatter.numberStyle = style
            return formatter
        }
        """) == ["1,234.568", "26%", "$1,234.50", "forty-two", "1,234.5", "not a number"])
    }

    /// Fraction digits as Apple's Foundation gives them: at most 2 rounds 3.14159 to "3.14" and at
    /// least 2 pads 3 to "3.00" (Linux's Foundation writes "3.142" when both are set: see
    /// `NumberFormatters.swift`); at least 1 pads a percent to "25.0%" (0.25 × 100 = 25).
    @Test func fractionDigitsBoundTheText() throws {
        #expect(try texts("""
        Text(twoDigits.string(from: NSNumber(value: 3.14159)) ?? "nil")
        Text(twoDigits.string(from: 3) ?? "nil")
        Text(onePercent.string(from: 0.25) ?? "nil")
        Text("\\(twoDigits.maximumFractionDigits)")
        Text(twoDigits.number(from: "1,234.5")?.stringValue ?? "nil")
        """, declarations: """
        let twoDigits: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 2
            formatter.minimumFractionDigits = 2
            return formatter
        }()
        let onePercent: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .percent
            formatter.minimumFractionDigits = 1
            return formatter
        }()
        """) == ["3.14", "3.00", "25.0%", "2", "1234.5"])
    }

    /// `NSNumber(value:)` keeps the number: `intValue` drops the fraction, `stringValue` of an
    /// integer has none (Apple docs, "NSNumber").
    @Test func nsNumbersGiveTheirValue() throws {
        #expect(try texts("""
        Text("\\(NSNumber(value: 2.7).intValue)")
        Text(NSNumber(value: 3).stringValue)
        Text(NSNumber(value: true).boolValue ? "true" : "false")
        """) == ["2", "3", "true"])
    }

    /// "Zero KB" for 0 (`allowsNonnumericFormatting`), file style 1 234 567 bytes "1.2 MB", memory
    /// style with only megabytes allowed "117.7 MB" (see the suite's comment).
    @Test func byteCountsWriteFoundationsText() throws {
        #expect(try texts("""
        Text(ByteCountFormatter.string(fromByteCount: 1_234_567, countStyle: .file))
        Text(ByteCountFormatter.string(fromByteCount: 0, countStyle: .file))
        Text(megabytes.string(fromByteCount: 123_456_789))
        Text(megabytes.string(for: "text") ?? "not a number")
        """, declarations: """
        let megabytes: ByteCountFormatter = {
            let formatter = ByteCountFormatter()
            formatter.allowedUnits = [.useMB]
            formatter.countStyle = .memory
            return formatter
        }()
        """) == ["1.2 MB", "Zero KB", "117.7 MB", "not a number"])
    }

    /// CLDR's English list pattern: "A and B", "A, B, and C" (Apple docs, "ListFormatter").
    @Test func listsJoinWithEnglishSeparators() throws {
        #expect(try texts("""
        Text(ListFormatter.localizedString(byJoining: ["Ann", "Bo"]))
        Text(ListFormatter.localizedString(byJoining: ["Ann", "Bo", "Cy"]))
        Text(ListFormatter().string(from: [1, 2, 3]) ?? "nil")
        """) == ["Ann and Bo", "Ann, Bo, and Cy", "1, 2, and 3"])
    }
}
