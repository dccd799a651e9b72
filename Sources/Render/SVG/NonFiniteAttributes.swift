#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The geometric attribute names as bytes, by length, so a name is checked without building
    /// a `String` or hashing it (`geometric` holds the same names).
    private static let geometricBytes: [[[UInt8]]] = {
        var byLength: [[[UInt8]]] = Array(repeating: [], count: 16)
        for name in geometric { byLength[name.utf8.count].append(Array(name.utf8)) }
        return byLength
    }()

    private static func isGeometric(_ name: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        guard name.count < geometricBytes.count else { return false }
        return geometricBytes[name.count].contains { $0.elementsEqual(name) }
    }

    /// The first geometric attribute with a NaN or infinite number, as `width="nan"`, or nil.
    /// One pass over the bytes, read in place.
    public static func first(in markup: String) -> String? {
        var markup = markup
        return markup.withUTF8 { first(inBytes: $0) }
    }

    /// `first(in:)` for markup as UTF-8 bytes.
    public static func first(inUTF8 markup: [UInt8]) -> String? {
        markup.withUnsafeBufferPointer { first(inBytes: $0) }
    }

    private static func first(inBytes bytes: UnsafeBufferPointer<UInt8>) -> String? {
        byteClasses.withUnsafeBufferPointer { classes in first(inBytes: bytes, classes: classes) }
    }

    /// `first(inBytes:)` with `byteClasses` at hand: an index page has millions of attributes,
    /// and a table lookup a byte is the cheapest test of their names and values.
    private static func first(inBytes bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")
        /// The offset of the first `byte` at or after `start`, or `bytes.count` (`memchr`: the
        /// markup is megabytes, most of it between attributes).
        func next(_ byte: UInt8, from start: Int) -> Int {
            guard start < bytes.count, let found = memchr(base + start, Int32(byte), bytes.count - start) else { return bytes.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        var index = next(equals, from: 0)
        while index + 1 < bytes.count {
            guard bytes[index + 1] == quote else { index = next(equals, from: index + 1); continue }
            var nameStart = index
            while nameStart > 0, classes[Int(bytes[nameStart - 1])] & nameByte != 0 { nameStart -= 1 }
            let valueStart = index + 2
            let valueEnd = next(quote, from: valueStart)
            if !isPlainNumbers(bytes[valueStart..<valueEnd], classes: classes), isGeometric(bytes[nameStart..<index]),
               mayHoldNonFinite(bytes[valueStart..<valueEnd]) {
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                if containsNonFinite(value) { return "\(name)=\"\(value.prefix(60))\"" }
            }
            index = next(equals, from: valueEnd + 1)
        }
        return nil
    }

    /// Whether `value` is short and made only of digits, signs, points and separators: then every
    /// number in it is finite (10^299 < `Double.greatestFiniteMagnitude`), and neither its name
    /// nor its tokens need a closer look. Nearly every geometric value of a diagram is such.
    private static func isPlainNumbers(_ value: UnsafeBufferPointer<UInt8>.SubSequence, classes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard value.count < 300 else { return false }
        return value.allSatisfy { classes[Int($0)] & plainNumberByte != 0 }
    }

    /// Per byte: whether it may be part of an attribute name (`nameByte`) and of a value made of
    /// plain numbers (`plainNumberByte`: digits, signs, points, separators).
    private static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        let plain = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || isSeparator(byte)
        return (isNameByte(byte) ? nameByte : 0) | (plain ? plainNumberByte : 0)
    }
    private static let nameByte: UInt8 = 1
    private static let plainNumberByte: UInt8 = 2

    /// False only when no token of `value` can be non-finite for `containsNonFinite`: every
    /// byte is ASCII but a carriage return, none is a letter of `nan`, `inf` or a number that
    /// overflows (`n`, `e`, `p`, `x` in either case: an exponent, a hexadecimal float), and no
    /// token is 300 bytes or longer (a plain number shorter than that is finite). A glyph's path
    /// data (`M`, `L`, `Q`, `Z` and short numbers) is then passed without building a string.
    private static func mayHoldNonFinite(_ value: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        var run = 0
        for byte in value {
            if isSeparator(byte) { run = 0; continue }
            run += 1
            if run >= 300 || byte >= 0x80 || byte == 0x0D { return true }
            switch byte | 0x20 {
            case UInt8(ascii: "n"), UInt8(ascii: "e"), UInt8(ascii: "p"), UInt8(ascii: "x"): return true
            default: continue
            }
        }
        return false
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

    /// `tokenIsNonFinite(_: String)` for an ASCII token, without building strings for the common
    /// cases: "nan" and "inf" are looked for in the bytes, and only a token that does not start
    /// with a letter and is not a short plain number is parsed.
    private static func tokenIsNonFinite(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let plainNumber = token.count < 300 && token.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B }
        if plainNumber { return false }
        if contains(token, "nan") || contains(token, "inf") { return true }
        // No number but "inf…"/"nan" (found above) starts with a letter: `M10`, `translate`.
        guard let first = token.first, !((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A) else { return false }
        if let number = Double(String(decoding: token, as: UTF8.self)), !number.isFinite { return true }
        return false
    }

    /// Whether `token` contains `word` (lowercase ASCII), ignoring ASCII case.
    private static func contains(_ token: Slice<UnsafeBufferPointer<UInt8>>, _ word: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard token.count >= pattern.count else { return false }
        var start = token.startIndex
        while start + pattern.count <= token.endIndex {
            var matches = true
            for offset in 0..<pattern.count where token[start + offset] | 0x20 != pattern[offset] {
                matches = false
                break
            }
            if matches { return true }
            start += 1
        }
        return false
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
