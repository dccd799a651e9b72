/// Reads an image's intrinsic size from its bytes without decoding it. Bitmaps give pixels; PDF
/// and SVG give points. Every read is bounds-checked: a truncated or hostile file gives nil.
public enum ImageHeader {
    /// The size stored in `bytes` (the file's first bytes; for PDF, up to the PDF cap), read by
    /// looking at the signature rather than trusting the extension.
    public static func size(of bytes: [UInt8]) -> (width: Double, height: Double)? {
        png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes) ?? heic(bytes) ?? VectorImageHeader.pdf(bytes) ?? VectorImageHeader.svg(bytes)
    }

    /// PNG: 8-byte signature, then the IHDR chunk whose data begins with width and height as
    /// 4-byte big-endian integers (PNG specification, 11.2.2 IHDR).
    static func png(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return positive(bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 except DHT C4,
    /// JPG C8 and DAC CC), whose data holds precision, height, width (ITU T.81, B.2.2).
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
                return positive(bigEndian(bytes, at: offset + 7, count: 2), bigEndian(bytes, at: offset + 5, count: 2))
            }
            offset += 2 + length
        }
        return nil
    }

    /// GIF: "GIF87a" or "GIF89a", then the logical screen width and height as 2-byte
    /// little-endian integers (GIF89a specification, section 18).
    static func gif(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.count >= 10, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else { return nil }
        return positive(Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// HEIC/HEIF: an ISO base-media file (`ftyp` box at offset 4 with a HEIF brand) whose item
    /// properties hold `ispe` boxes: 4 bytes of version and flags, then width and height as 4-byte
    /// big-endian integers (ISO/IEC 23008-12, 6.5.3). A file has one per image item (tiles,
    /// thumbnails, the primary image); the largest is taken as the primary image's size — an
    /// approximation (the primary item is not traced through `pitm`/`ipma`), noted in docs.
    static func heic(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return nil }
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        guard ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"].contains(brand) else { return nil }
        let tag = Array("ispe".utf8)
        var best: (width: Int, height: Int)?
        var offset = 12
        while offset + 16 <= bytes.count {
            if bytes[offset] == tag[0], Array(bytes[offset..<(offset + 4)]) == tag {
                let width = bigEndian(bytes, at: offset + 8, count: 4)
                let height = bigEndian(bytes, at: offset + 12, count: 4)
                if width > 0, height > 0, width * height > (best.map { $0.width * $0.height } ?? 0) { best = (width, height) }
                offset += 16
            } else {
                offset += 1
            }
        }
        return best.flatMap { positive($0.width, $0.height) }
    }

    /// WebP: a RIFF file of form `WEBP` whose first chunk (at byte 12, its data at byte 20) is
    /// `VP8 ` (lossy: after the 3-byte frame tag and the start code 9D 01 2A, width and height as
    /// 2-byte little-endian numbers whose low 14 bits are the size, RFC 6386 §9.1), `VP8L`
    /// (lossless: after the signature byte 2F, 14 bits of width − 1 and 14 of height − 1,
    /// least significant bit first) or `VP8X` (extended: after 4 bytes of flags and reserved bits,
    /// the canvas width − 1 and height − 1 as 3-byte little-endian numbers) — RFC 9649, §2.7, §3.
    /// The image's file name may say `.png`: the signature decides, as ImageIO's does.
    static func webp(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) else { return nil }
        let data = 20
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[data + 3] == 0x9D, bytes[data + 4] == 0x01, bytes[data + 5] == 0x2A else { return nil }
            return positive(littleEndian(bytes, at: data + 6, count: 2) & 0x3FFF, littleEndian(bytes, at: data + 8, count: 2) & 0x3FFF)
        case "VP8L":
            guard bytes[data] == 0x2F else { return nil }
            let bits = littleEndian(bytes, at: data + 1, count: 4)
            return positive((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            return positive(littleEndian(bytes, at: data + 4, count: 3) + 1, littleEndian(bytes, at: data + 7, count: 3) + 1)
        default:
            return nil
        }
    }

    static func positive(_ width: Int, _ height: Int) -> (width: Double, height: Double)? {
        guard width > 0, height > 0 else { return nil }
        return (Double(width), Double(height))
    }

    static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
