import JSONParsing
import Testing

@Suite("Byte scanner")
struct ByteScannerTests {
    /// An escape decoder that takes `\x` as `x`.
    private static func literalEscape(_ scanner: inout ByteScanner) throws(ScanFailure) -> Unicode.Scalar {
        let byte = scanner.bytes[scanner.index]
        scanner.index += 1
        return Unicode.Scalar(byte)
    }

    @Test("A quoted string's runs are copied and each escape is decoded by the format")
    func quoted() throws {
        var scanner = ByteScanner(Array(#""ab\"c" rest"#.utf8))
        let text = try scanner.quoted(unterminatedMessage: "open", escape: Self.literalEscape)
        #expect(text == "ab\"c")
        // `"ab\"c"` is 7 bytes, so the cursor stops on the space after it.
        #expect(scanner.index == 7)
    }

    @Test("An unterminated string fails at its opening quote")
    func unterminated() {
        var scanner = ByteScanner(Array(#"x "abc\"#.utf8))
        scanner.index = 2
        #expect(throws: ScanFailure(offset: 2, message: "open")) {
            try scanner.quoted(unterminatedMessage: "open", escape: Self.literalEscape)
        }
    }

    @Test("Control characters fail only when the format says so")
    func controlCharacters() throws {
        var lenient = ByteScanner(Array("\"a\tb\"".utf8))
        #expect(try lenient.quoted(unterminatedMessage: "open", escape: Self.literalEscape) == "a\tb")
        var strict = ByteScanner(Array("\"a\tb\"".utf8))
        #expect(throws: ScanFailure(offset: 2, message: "raw")) {
            try strict.quoted(unterminatedMessage: "open", controlCharacterMessage: "raw", escape: Self.literalEscape)
        }
    }

    @Test("Hexadecimal digits are read up to a maximum; too few leave the cursor where it was")
    func hexadecimal() {
        var scanner = ByteScanner(Array("fF0a9z".utf8))
        // f, F, 0, a = 15·16³ + 15·16² + 0·16 + 10 = 61440 + 3840 + 10 = 65290.
        #expect(scanner.hexadecimal(minimumDigits: 1, maximumDigits: 4) == 65290)
        #expect(scanner.index == 4)
        #expect(scanner.hexadecimal(minimumDigits: 2, maximumDigits: 4) == nil)
        #expect(scanner.index == 4)
        #expect(scanner.hexadecimal(minimumDigits: 1, maximumDigits: 4) == 9)
    }

    @Test("A byte order mark is passed over only when asked")
    func byteOrderMark() {
        #expect(ByteScanner([0xEF, 0xBB, 0xBF, 0x31], skippingByteOrderMark: true).index == 3)
        #expect(ByteScanner([0xEF, 0xBB, 0xBF, 0x31]).index == 0)
    }
}
