/// A syntax error at a byte offset of the text being scanned; the reader of the file turns the
/// offset into its `file:line:col`.
public struct ScanFailure: Error, Equatable, Sendable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// A cursor over UTF-8 bytes with the scanning that the text formats LayoutLens reads have in
/// common: JSON (`JSONParser`), `.strings` tables and XML property lists (`AppResources`). Each
/// format keeps its own grammar; this is only what is the same in all of them: where the cursor
/// is, what a failure there is, and a quoted string whose plain runs are copied whole and whose
/// escapes each format decodes itself.
public struct ByteScanner: Sendable {
    public let bytes: [UInt8]
    public var index = 0

    /// `skippingByteOrderMark`: a UTF-8 byte order mark (EF BB BF) at the start is passed over, as
    /// Foundation's `JSONSerialization` and `PropertyListSerialization` do.
    public init(_ bytes: [UInt8], skippingByteOrderMark: Bool = false) {
        self.bytes = bytes
        if skippingByteOrderMark, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The byte at the cursor, nil at the end.
    public var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    public var isAtEnd: Bool { index >= bytes.count }

    /// A failure at `offset`, or at the cursor.
    public func failure(_ message: String, at offset: Int? = nil) -> ScanFailure {
        ScanFailure(offset: offset ?? index, message: message)
    }

    /// True when the bytes at the cursor are `text`'s UTF-8.
    public func starts(with text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// Moves past every byte for which `predicate` holds.
    public mutating func skip(while predicate: (UInt8) -> Bool) {
        while index < bytes.count, predicate(bytes[index]) { index += 1 }
    }

    /// A string quoted with `"`, the cursor on its opening quote; afterwards past the closing one.
    /// Runs without a backslash are decoded as UTF-8 whole (invalid UTF-8 becomes U+FFFD); after
    /// each backslash `escape` is called with the cursor on the escaped character and returns the
    /// scalar it stands for. `controlCharacterMessage`: when given, a raw byte below 0x20 fails
    /// with it (JSON requires those escaped, RFC 8259 §7); `unterminatedMessage` is the failure
    /// at the opening quote when the text ends first.
    public mutating func quoted(
        unterminatedMessage: String,
        controlCharacterMessage: String? = nil,
        escape: (inout ByteScanner) throws(ScanFailure) -> Unicode.Scalar
    ) throws(ScanFailure) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun() { scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun()
                index += 1
                return String(scalars)
            }
            if byte < 0x20, let controlCharacterMessage { throw failure(controlCharacterMessage) }
            if byte == UInt8(ascii: "\\") {
                flushRun()
                index += 1
                guard index < bytes.count else { break }
                scalars.append(try escape(&self))
                runStart = index
                continue
            }
            index += 1
        }
        throw failure(unterminatedMessage, at: start)
    }

    /// Reads up to `maximumDigits` hexadecimal digits at the cursor and returns their value; nil
    /// (the cursor unmoved) when there are fewer than `minimumDigits`.
    public mutating func hexadecimal(minimumDigits: Int, maximumDigits: Int) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while count < maximumDigits, index + count < bytes.count, let digit = Self.hexDigitValue(bytes[index + count]) {
            value = value * 16 + digit
            count += 1
        }
        guard count >= minimumDigits, count > 0 else { return nil }
        index += count
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// A byte as a message shows it: the character when it is printable ASCII, else its hex code.
    public static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
