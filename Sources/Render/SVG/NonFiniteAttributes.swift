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

    static func containsNonFinite(_ value: String) -> Bool {
        var token = ""
        func check() -> Bool {
            defer { token = "" }
            let lowered = token.lowercased()
            if lowered.contains("nan") || lowered.contains("inf") || lowered.contains("∞") { return true }
            if let number = Double(token), !number.isFinite { return true }
            return false
        }
        for character in value {
            if " ,()\n\t".contains(character) {
                if !token.isEmpty, check() { return true }
            } else {
                token.append(character)
            }
        }
        return !token.isEmpty && check()
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x3A
    }
}
