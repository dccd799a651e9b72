/// Decodes standard base64 (RFC 4648 §4, '=' padding) into bytes; nil for malformed input.
/// Used for the fonts embedded in the binary; Foundation is not needed.
enum Base64 {
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        return table
    }()

    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        // The embedded fonts are megabytes of text: decode over contiguous bytes, without bounds
        // checks on the table or the output in the loop.
        return text.withUTF8 { input in values.withUnsafeBufferPointer { table in decode(input, table) } }
    }

    private static func decode(_ input: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var end = input.count
        var padding = 0
        while end > 0, input[end - 1] == UInt8(ascii: "=") { end -= 1; padding += 1 }
        guard padding <= 2 else { return nil }
        let capacity = end / 4 * 3 + 3
        var failed = false
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var accumulator: UInt32 = 0
            var bits = 0
            var written = 0
            // Four characters make three bytes: whole groups first, without the bit counter.
            let groups = end / 4
            for group in 0..<groups {
                let at = group * 4
                let a = table[Int(input[at])], b = table[Int(input[at + 1])]
                let c = table[Int(input[at + 2])], d = table[Int(input[at + 3])]
                // Every value is below 64; a stray byte (or an inner `=`) maps to 0xFF.
                guard (a | b | c | d) & 0xC0 == 0 else { failed = true; break }
                let triple = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                buffer[written] = UInt8(truncatingIfNeeded: triple >> 16)
                buffer[written + 1] = UInt8(truncatingIfNeeded: triple >> 8)
                buffer[written + 2] = UInt8(truncatingIfNeeded: triple)
                written += 3
            }
            for position in (failed ? end : groups * 4)..<end {
                let value = table[Int(input[position])]
                // '=' is only allowed at the end (the table maps it, like any stray byte, to 0xFF).
                guard value != 0xFF else { failed = true; break }
                accumulator = accumulator << 6 | UInt32(value)
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    buffer[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                    written += 1
                }
            }
            count = written
        }
        return failed ? nil : output
    }
}
