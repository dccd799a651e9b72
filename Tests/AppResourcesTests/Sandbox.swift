import Foundation

/// A temporary folder for one test, removed when the test ends. Fixture files are written by
/// the test itself, so the repository holds no binary fixtures: image files are header-only
/// (the bytes LayoutLens reads), fonts come from FontTables' `FontBuilder`.
final class Sandbox {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-resources-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `bytes` at `relative` (folders created) and returns the full path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String { try write(relative, Array(text.utf8)) }

    @discardableResult
    func folder(_ relative: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func path(_ relative: String) -> String { root + "/" + relative }
}

/// Minimal image files: just the header fields each format stores its size in.
enum ImageBytes {
    /// PNG signature, then an IHDR chunk (length 13, type, width, height, depth 8, colour 6…);
    /// the CRC is left zero (LayoutLens reads sizes only).
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    /// SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height, width, 3 components.
    static func jpeg(width: UInt16, height: UInt16) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        return bytes
    }

    static func gif(width: UInt16, height: UInt16) -> [UInt8] {
        Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0]
    }

    /// An `ftyp` box with brand `heic`, then an `ispe` box (size 20: version/flags, width, height).
    static func heic(width: UInt32, height: UInt32) -> [UInt8] {
        bigEndian(16) + Array("ftypheic".utf8) + [0, 0, 0, 0] + bigEndian(20) + Array("ispe".utf8) + [0, 0, 0, 0] + bigEndian(width) + bigEndian(height)
    }

    static func pdf(mediaBox: String) -> [UInt8] {
        Array("%PDF-1.4\n1 0 obj\n<< /Type /Page /MediaBox [\(mediaBox)] >>\nendobj\n%%EOF\n".utf8)
    }

    static func svg(_ attributes: String) -> [UInt8] {
        Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect width=\"1\" height=\"1\"/></svg>\n".utf8)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// `Contents.json` texts in Xcode's shape.
enum CatalogJSON {
    static let info = #""info" : { "author" : "xcode", "version" : 1 }"#
    static let root = "{ \(info) }"

    static func imageSet(_ images: [String], properties: String? = nil) -> String {
        "{ \"images\" : [ \(images.joined(separator: ", ")) ], \(properties.map { "\"properties\" : { \($0) }, " } ?? "")\(info) }"
    }

    static func image(_ filename: String, scale: String? = nil, idiom: String = "universal", dark: Bool = false) -> String {
        var fields = ["\"filename\" : \"\(filename)\"", "\"idiom\" : \"\(idiom)\""]
        if let scale { fields.append("\"scale\" : \"\(scale)\"") }
        if dark { fields.append(#""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func colorSet(_ colors: [String]) -> String {
        "{ \"colors\" : [ \(colors.joined(separator: ", ")) ], \(info) }"
    }

    static func color(space: String = "srgb", _ components: String, dark: Bool = false, idiom: String = "universal") -> String {
        let appearance = dark ? #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"# : ""
        return "{ \"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } }, \"idiom\" : \"\(idiom)\"\(appearance) }"
    }

    static func rgba(_ red: String, _ green: String, _ blue: String, _ alpha: String = "1.000") -> String {
        "\"alpha\" : \"\(alpha)\", \"blue\" : \"\(blue)\", \"green\" : \"\(green)\", \"red\" : \"\(red)\""
    }
}
