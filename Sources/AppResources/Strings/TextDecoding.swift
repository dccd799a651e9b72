/// Decodes a strings table's bytes: a byte-order mark picks UTF-16 big- or little-endian or
/// UTF-8; without one, a NUL in the first two bytes means UTF-16 (ASCII text in UTF-16 has one),
/// else UTF-8. `.strings` files are UTF-16 (the historical default) or UTF-8 (Xcode's default
/// since Xcode 8; Apple, "Internationalization and Localization Guide", Strings files).
/// U+FEFF left at the start after the mark (a mark written twice, as public apps' localised tables
/// have) is dropped too: at the start of text it can only be a byte-order mark (The Unicode
/// Standard, section 23.8, "Byte Order Mark"), and Xcode builds such tables.
enum TextDecoding {
    static func decode(_ bytes: [UInt8]) -> String {
        let text = decodeMarked(bytes)
        guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
        return String(text.unicodeScalars.drop { $0 == "\u{FEFF}" })
    }

    private static func decodeMarked(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.count >= 2, bytes[0] == 0 { return utf16(bytes[...], bigEndian: true) }
        if bytes.count >= 2, bytes[1] == 0 { return utf16(bytes[...], bigEndian: false) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let high = UInt16(bytes[bigEndian ? index : index + 1]), low = UInt16(bytes[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
