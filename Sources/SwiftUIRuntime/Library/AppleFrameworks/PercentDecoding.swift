/// Foundation's `String.removingPercentEncoding` without linking Foundation (Apple,
/// "removingPercentEncoding": "A new string with the percent-encoded sequences removed, or nil
/// if the receiver contains an invalid percent-encoded sequence"): each `%` with two hexadecimal
/// digits after it is the byte they spell; a `%` without them, or bytes that are not UTF-8,
/// make the answer `nil` (compared with Foundation in `PercentDecodingTests`).
enum PercentDecoding {
    static func removingPercentEncoding(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
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
