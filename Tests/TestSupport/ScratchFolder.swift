import Foundation

/// Folders for tests' own files, under the system's temporary directory.
public enum ScratchFolder {
    /// This test process's own root, `layoutlens-tests/<process id>`: two test runs at once (two
    /// checkouts of the repository tested side by side) never write into each other's folders.
    static let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutlens-tests/\(ProcessInfo.processInfo.processIdentifier)")

    /// A fresh, empty folder `layoutlens-tests/<process id>/<name>` (emptied if it exists).
    public static func fresh(_ name: String) throws -> URL {
        let url = root.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
