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
