/// Minimal image files: just the header fields each format stores its size in.
public enum ImageBytes {
    /// PNG signature, then an IHDR chunk (length 13, type, width, height, depth 8, colour 6…);
    /// the CRC is left zero (LayoutLens reads sizes only).
    public static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    /// SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height, width, 3 components.
    public static func jpeg(width: UInt16, height: UInt16) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        return bytes
    }

    public static func gif(width: UInt16, height: UInt16) -> [UInt8] {
        Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0]
    }

    /// An `ftyp` box with brand `heic`, then an `ispe` box (size 20: version/flags, width, height).
    public static func heic(width: UInt32, height: UInt32) -> [UInt8] {
        bigEndian(16) + Array("ftypheic".utf8) + [0, 0, 0, 0] + bigEndian(20) + Array("ispe".utf8) + [0, 0, 0, 0] + bigEndian(width) + bigEndian(height)
    }

    public static func pdf(mediaBox: String) -> [UInt8] {
        Array("%PDF-1.4\n1 0 obj\n<< /Type /Page /MediaBox [\(mediaBox)] >>\nendobj\n%%EOF\n".utf8)
    }

    public static func svg(_ attributes: String) -> [UInt8] {
        Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect width=\"1\" height=\"1\"/></svg>\n".utf8)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
