/// Percent-decoding of URL parts (RFC 3986 §2.1): `%2e%2e` is `..`, so paths are checked only
/// after decoding. Shared by the local server's requests and an app's `URL` and path values.
public enum PercentDecoding {
    /// The decoded text, or nil when a `%` is not followed by two hex digits, the bytes are not
    /// UTF-8, or the result holds a NUL (which would cut a path short in the C file API).
    public static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        decode(text, plusIsSpace: plusIsSpace, allowingNUL: false)
    }

    /// Foundation's `String.removingPercentEncoding` (Apple: "A new string with the
    /// percent-encoded sequences removed, or nil if the receiver contains an invalid
    /// percent-encoded sequence"): as `decode`, a `%00` kept as U+0000 (compared with
    /// Foundation's in `PercentDecodingTests`).
    public static func removingPercentEncoding(_ text: String) -> String? {
        decode(Substring(text), plusIsSpace: false, allowingNUL: true)
    }

    private static func decode(_ text: Substring, plusIsSpace: Bool, allowingNUL: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            } else if plusIsSpace && byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        guard allowingNUL || !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
