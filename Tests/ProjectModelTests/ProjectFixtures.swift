import Foundation

/// The fixture projects under `Projects/` (written for these tests, in the formats Xcode and
/// SwiftPM write), and scratch folders for bad input.
enum ProjectFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Projects").path

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// `paths` with `base + "/"` removed, for expectations that read like the fixture tree.
    static func relative(_ paths: [String], to base: String) -> [String] {
        paths.map { $0.hasPrefix(base + "/") ? String($0.dropFirst(base.count + 1)) : $0 }
    }
}

/// A temporary folder removed when the value goes away.
final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-pm-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `relative` (folders made as needed) and returns the file's path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
