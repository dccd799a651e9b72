/// Which bytes (and Unicode scalars) start or continue identifiers and operators, following the
/// Swift reference's "Lexical Structure" chapter.
enum CharacterClass {
    @inline(__always) static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Bytes that make an operator not left-bound when they precede it (whitespace and
    /// `( [ { , ; :`).
    static func isLeftBoundBreaker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, 0x0B, 0x0C,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Bytes that make an operator not right-bound when they follow it.
    static func isRightBoundBreaker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, 0x0B, 0x0C,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Decodes the scalar at `index` (0 length when the bytes are not valid UTF-8).
    static func scalar(_ bytes: [UInt8], _ index: Int, _ limit: Int) -> (value: UInt32, length: Int) {
        guard index < limit else { return (0, 0) }
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return (0, 0)
        }
        guard index + length <= limit else { return (0, 0) }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (0, 0) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        if length == 3, value < 0x800 || (0xD800...0xDFFF).contains(value) { return (0, 0) }
        if length == 4, value < 0x10000 || value > 0x10FFFF { return (0, 0) }
        return (value, length)
    }

    static func scalarLength(_ bytes: [UInt8], _ index: Int, _ limit: Int) -> Int {
        scalar(bytes, index, limit).length
    }

    /// Unicode operator characters (the reference's operator-head and operator-character lists).
    static func isOperatorScalar(_ value: UInt32, head: Bool) -> Bool {
        switch value {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7,
             0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return !head
        default:
            return false
        }
    }

    @inline(__always) static func isASCIIOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    static func isOperatorStart(_ bytes: [UInt8], _ index: Int, _ limit: Int) -> Bool {
        guard index < limit else { return false }
        let byte = bytes[index]
        if byte < 0x80 { return isASCIIOperator(byte) }
        let (value, length) = scalar(bytes, index, limit)
        return length > 0 && isOperatorScalar(value, head: true)
    }

    /// Identifier heads: letters, `_`, and non-operator, non-combining Unicode scalars.
    static func isIdentifierStart(_ bytes: [UInt8], _ index: Int, _ limit: Int) -> Bool {
        guard index < limit else { return false }
        let byte = bytes[index]
        if byte < 0x80 { return isASCIILetter(byte) || byte == UInt8(ascii: "_") }
        let (value, length) = scalar(bytes, index, limit)
        guard length > 0 else { return false }
        return isIdentifierScalar(value) && !(0x0300...0x036F).contains(value) && !(0x1DC0...0x1DFF).contains(value)
            && !(0x20D0...0x20FF).contains(value) && !(0xFE20...0xFE2F).contains(value)
    }

    static func isIdentifierScalar(_ value: UInt32) -> Bool {
        if isOperatorScalar(value, head: true) { return false }
        switch value {
        case 0x80...0xA7, 0xA9, 0xAB...0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7: return value == 0xA8 || value == 0xAA
        case 0x2028...0x2029, 0x200B, 0xFEFF, 0xE000...0xF8FF: return false
        case 0xD800...0xDFFF: return false
        default: return true
        }
    }

    @inline(__always) static func isIdentifierContinue(_ bytes: [UInt8], _ index: Int, _ limit: Int) -> Bool {
        guard index < limit else { return false }
        let byte = bytes[index]
        // `$` continues an identifier (`_$id`, `a$b`) though it cannot start one.
        if byte < 0x80 { return isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") }
        let (value, length) = scalar(bytes, index, limit)
        return length > 0 && (isIdentifierScalar(value) || (0x0300...0x036F).contains(value)
            || (0x1DC0...0x1DFF).contains(value) || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value))
    }

    /// The end of the identifier that continues at `index`.
    static func identifierEnd(_ bytes: [UInt8], _ index: Int, _ limit: Int) -> Int {
        var index = index
        while index < limit {
            let byte = bytes[index]
            if byte < 0x80 {
                if isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") { index += 1; continue }
                return index
            }
            guard isIdentifierContinue(bytes, index, limit) else { return index }
            index += scalarLength(bytes, index, limit)
        }
        return index
    }
}
