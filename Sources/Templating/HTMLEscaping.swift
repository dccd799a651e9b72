/// The one escape helper of LayoutLens output: `{{value}}` tags in templates and every text and
/// attribute value of the SVG writer go through it. Its output is valid in HTML5 and in XML 1.0.
public enum HTMLEscaping {
    /// Replaces `&`, `<`, `>` (and in attribute values `"` and `'`) with references, and drops
    /// characters XML 1.0 forbids and HTML calls control characters: C0 controls except tab,
    /// line feed and carriage return, DEL and C1 controls, and the noncharacters U+FFFE/U+FFFF.
    /// (Lone surrogates, also forbidden, cannot occur in a Swift `String`.)
    ///
    /// Quotes are left alone in character data (`inAttribute: false`) so CSS in `<style>` and
    /// prose in `<desc>` stay as written.
    ///
    /// One pass over the UTF-8 bytes: every character to replace or drop starts with a byte that
    /// is either ASCII or the lead byte of a C1 control (0xC2) or of U+FFFE/U+FFFF (0xEF), so
    /// other bytes are copied as they are, and text with nothing to change is returned as is.
    public static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var text = text
        let escaped: [UInt8]? = text.withUTF8 { bytes in
            guard let first = firstToLook(in: bytes, inAttribute: inAttribute) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: bytes[..<first])
            appendEscaped(bytes, from: first, inAttribute: inAttribute, to: &result)
            return result
        }
        guard let escaped else { return text }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `escape(text, inAttribute:)` appended to `output` as UTF-8 bytes, without building a
    /// string: the SVG writer and the template renderer write their documents as bytes.
    public static func escape(_ text: String, inAttribute: Bool = true, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { escape(utf8: $0, inAttribute: inAttribute, into: &output) }
    }

    /// `escape(_:inAttribute:into:)` of text given as valid UTF-8 bytes (a piece of a source
    /// file cut at character boundaries).
    public static func escape(utf8 bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool = true, into output: inout [UInt8]) {
        guard let first = firstToLook(in: bytes, inAttribute: inAttribute) else {
            output.append(contentsOf: bytes)
            return
        }
        output.append(contentsOf: bytes[..<first])
        appendEscaped(bytes, from: first, inAttribute: inAttribute, to: &output)
    }

    /// Appends `bytes[start...]` escaped; `start` is the first byte that may need a change.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, inAttribute: Bool,
                                      to result: inout [UInt8]) {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where inAttribute: result.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where inAttribute: result.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A, 0x0D: result.append(byte)
            case 0x00..<0x20, 0x7F: break
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                index += 1 // U+0080…U+009F, two bytes
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                index += 2 // U+FFFE, U+FFFF, three bytes
            default: result.append(byte)
            }
            index += 1
        }
    }

    /// Whether `byte` may start a character `escape` replaces or drops.
    @inline(__always)
    private static func needsLook(_ byte: UInt8, inAttribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x7F, 0xC2, 0xEF: return true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return inAttribute
        case 0x09, 0x0A, 0x0D: return false
        default: return byte < 0x20
        }
    }

    /// `needsLook` for every byte, as flags: `inText` and `inAttribute` bits.
    private static let lookTable: [UInt8] = (0...255).map { byte in
        (needsLook(UInt8(byte), inAttribute: false) ? inText : 0) | (needsLook(UInt8(byte), inAttribute: true) ? inAttributeValue : 0)
    }
    private static let inText: UInt8 = 1
    private static let inAttributeValue: UInt8 = 2

    /// The index of the first byte of `bytes` that may need a change, or nil: one table lookup
    /// a byte (values are mostly plain words and numbers).
    @inline(__always)
    private static func firstToLook(in bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) -> Int? {
        let flag = inAttribute ? inAttributeValue : inText
        return lookTable.withUnsafeBufferPointer { table in
            bytes.firstIndex { table[Int($0)] & flag != 0 }
        }
    }
}
