import Foundation

/// Folders for tests' own files, under the system's temporary directory.
public enum ScratchFolder {
    /// A fresh, empty folder `layoutlens-tests/<name>` (emptied if it exists).
    public static func fresh(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-tests/\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
