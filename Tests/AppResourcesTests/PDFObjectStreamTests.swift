import Testing
@testable import AppResources

/// A PDF 1.5 file whose page, with its `/MediaBox`, lies in a compressed object stream (ISO
/// 32000-1 §7.5.7), as design tools export vector icons: the box is found after inflating it.
@Suite("PDF object streams")
struct PDFObjectStreamTests {
    /// zlib (level 9) of the object stream's text `3 0 4 49 << /Type /Pages /Kids [4 0 R] /Count 1
    /// >> << /Type /Page /Parent 3 0 R /MediaBox [0 0 48 30] /Resources 5 0 R >>`, made with
    /// Python's `zlib.compress` (not by LayoutLens).
    static let compressedObjects: [UInt8] = [
        0x78, 0xDA, 0x33, 0x56, 0x30, 0x50, 0x30, 0x51, 0x30, 0xB1, 0x54, 0xB0, 0xB1, 0x51, 0xD0, 0x0F, 0xA9, 0x2C,
        0x48, 0x55, 0xD0, 0x0F, 0x48, 0x4C, 0x4F, 0x2D, 0x56, 0xD0, 0xF7, 0xCE, 0x4C, 0x29, 0x56, 0x88, 0x36, 0x01,
        0xCA, 0x07, 0xC5, 0x2A, 0xE8, 0x3B, 0xE7, 0x97, 0xE6, 0x95, 0x28, 0x18, 0x2A, 0xD8, 0xD9, 0xA1, 0xA9, 0x04,
        0x91, 0x45, 0xA9, 0x40, 0x39, 0x63, 0x90, 0x4A, 0x05, 0x7D, 0xDF, 0xD4, 0x94, 0xCC, 0x44, 0xA7, 0xFC, 0x0A,
        0x85, 0x68, 0x03, 0x90, 0xD1, 0x16, 0x0A, 0xC6, 0x06, 0x40, 0xED, 0x41, 0xA9, 0xC5, 0xF9, 0xA5, 0x45, 0xC9,
        0x40, 0x73, 0x4D, 0xC1, 0xCA, 0xEC, 0xEC, 0x00, 0xAB, 0x5F, 0x20, 0xB9,
    ]

    static func file(filter: String, data: [UInt8]) -> [UInt8] {
        Array("%PDF-1.5\n6 0 obj\n<< /Type /ObjStm /N 2 /First 9 /Length 7 0 R /Filter \(filter) >>\nstream\n".utf8)
            + data + Array("\nendstream\nendobj\n7 0 obj\n\(data.count)\nendobj\n%%EOF\n".utf8)
    }

    @Test("The MediaBox of a page inside a FlateDecode object stream gives the size")
    func boxInObjectStream() {
        #expect(ImageHeader.size(of: Self.file(filter: "/FlateDecode", data: Self.compressedObjects))! == (48, 30))
    }

    @Test("An object stream behind another filter, or damaged, leaves the size unknown")
    func unreadableStreams() {
        #expect(ImageHeader.size(of: Self.file(filter: "/LZWDecode", data: Self.compressedObjects)) == nil)
        #expect(ImageHeader.size(of: Self.file(filter: "/FlateDecode", data: Array(Self.compressedObjects.prefix(40)))) == nil)
    }
}
