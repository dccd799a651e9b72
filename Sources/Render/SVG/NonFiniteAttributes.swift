/// The renderers' last guard: geometry attributes of SVG/HTML markup must be finite numbers. The
/// engine never places a NaN or infinite frame and the reader rejects such arguments, so this
/// finds nothing in practice; if it ever does, the file is refused with a message instead of
/// being written with `width="nan"` (which browsers silently draw as nothing).
public enum NonFiniteAttributes {
    /// Attributes whose values are numbers or lists of numbers.
    static let geometric: Set<String> = [
        "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "viewBox", "points",
        "d", "stroke-width", "font-size", "dx", "dy", "opacity", "fill-opacity", "stroke-opacity", "transform",
    ]

    /// The first geometric attribute with a NaN or infinite number, as `width="nan"`, or nil.
    /// One pass over the bytes.
    public static func first(in markup: String) -> String? {
        let bytes = Array(markup.utf8)
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else { index += 1; continue }
            var nameStart = index
            while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            let valueStart = index + 2
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
            if geometric.contains(name) {
                let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                if containsNonFinite(value) { return "\(name)=\"\(value.prefix(60))\"" }
            }
            index = valueEnd + 1
        }
        return nil
    }

    /// Whether a token of `value` (split at spaces, commas, parentheses, tabs and line feeds)
    /// names NaN or infinity or is a number too large to be finite.
    ///
    /// ASCII values are split on their bytes; a token of digits, signs and points shorter than
    /// 300 bytes is a finite number or none (10^299 < `Double.greatestFiniteMagnitude`), so only
    /// other tokens are looked at as text. Values with other characters, or a carriage return
    /// (which forms one character with a line feed), are split by character.
    static func containsNonFinite(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            if bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
                return containsNonFiniteByCharacter(String(decoding: bytes, as: UTF8.self))
            }
            var start = 0
            for index in 0...bytes.count where index == bytes.count || isSeparator(bytes[index]) {
                if index > start, tokenIsNonFinite(bytes[start..<index]) { return true }
                start = index + 1
            }
            return false
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2C || byte == 0x28 || byte == 0x29 || byte == 0x0A || byte == 0x09
    }

    private static func tokenIsNonFinite(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let plainNumber = token.count < 300 && token.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B }
        return !plainNumber && tokenIsNonFinite(String(decoding: token, as: UTF8.self))
    }

    private static func tokenIsNonFinite(_ token: String) -> Bool {
        let lowered = token.lowercased()
        if lowered.contains("nan") || lowered.contains("inf") || lowered.contains("∞") { return true }
        if let number = Double(token), !number.isFinite { return true }
        return false
    }

    private static func containsNonFiniteByCharacter(_ value: String) -> Bool {
        var token = ""
        for character in value {
            if " ,()\n\t".contains(character) {
                if !token.isEmpty, tokenIsNonFinite(token) { return true }
                token = ""
            } else {
                token.append(character)
            }
        }
        return !token.isEmpty && tokenIsNonFinite(token)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x3A
    }
}
