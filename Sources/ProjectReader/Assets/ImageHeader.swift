/// Reads an image's pixel size from the first bytes of a PNG, JPEG or SVG file, without decoding
/// it. Every read is bounds-checked: a truncated or hostile file gives nil, never a crash.
enum ImageHeader {
    static func pixelSize(of bytes: [UInt8]) -> (width: Double, height: Double)? {
        if let size = png(bytes) { return size }
        if let size = jpeg(bytes) { return size }
        return svg(bytes)
    }

    /// PNG: 8-byte signature, then the IHDR chunk whose data starts with width and height (big endian).
    static func png(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, at: 16, count: 4)
        let height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return (Double(width), Double(height))
    }

    /// JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 except DHT, JPG, DAC),
    /// whose data holds precision, height, width.
    static func jpeg(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                let height = bigEndian(bytes, at: offset + 5, count: 2)
                let width = bigEndian(bytes, at: offset + 7, count: 2)
                guard width > 0, height > 0 else { return nil }
                return (Double(width), Double(height))
            }
            offset += 2 + length
        }
        return nil
    }

    /// SVG: the root element's `width`/`height` attributes (plain numbers or `px`), else its `viewBox`.
    static func svg(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        let text = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        guard let open = text.range(of: "<svg") else { return nil }
        guard let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close])
        if let width = attribute("width", in: tag).flatMap(length), let height = attribute("height", in: tag).flatMap(length) {
            return (width, height)
        }
        if let box = attribute("viewBox", in: tag) {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if parts.count == 4, parts[2] > 0, parts[3] > 0 { return (parts[2], parts[3]) }
        }
        return nil
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            if let start = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") {
                if let end = tag[start.upperBound...].firstIndex(of: Character(quote)) {
                    return String(tag[start.upperBound..<end])
                }
            }
        }
        return nil
    }

    private static func length(_ text: String) -> Double? {
        let trimmed = text.hasSuffix("px") ? String(text.dropLast(2)) : text
        guard let value = Double(trimmed), value > 0, value.isFinite else { return nil }
        return value
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
