/// Base64 with padding (RFC 4648, section 4), as `Data.base64EncodedString()` writes it with no
/// options (no line breaks) and `JSONEncoder`'s default `dataEncodingStrategy` (`.base64`) uses;
/// read back as `Data(base64Encoded:)` reads it with no options (nil for a character outside the
/// alphabet, or a length that is not a multiple of four).
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encoded(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    out.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    out.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decoded(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(characters.count / 4 * 3)
        var index = 0
        while index < characters.count {
            var group: UInt32 = 0
            var padding = 0
            for position in 0..<4 {
                let character = characters[index + position]
                if character == UInt8(ascii: "=") {
                    guard index + 4 == characters.count, position >= 2 else { return nil }
                    padding += 1
                    group <<= 6
                    continue
                }
                guard padding == 0, let value = alphabet.firstIndex(of: character) else { return nil }
                group = group << 6 | UInt32(value)
            }
            out.append(UInt8(group >> 16 & 0xFF))
            if padding < 2 { out.append(UInt8(group >> 8 & 0xFF)) }
            if padding < 1 { out.append(UInt8(group & 0xFF)) }
            index += 4
        }
        return out
    }
}
