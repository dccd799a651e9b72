import Foundation
import Testing
@testable import LayoutLensCLI

/// Which files a folder given to `render`/`check` holds: Swift files at any depth, sorted, but
/// none inside hidden folders (`.git`, `.build`) or snapshot folders, which are not walked.
struct FixtureDiscoveryTests {
    @Test func walksFixturesButNotHiddenOrSnapshotFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-discovery-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["b.swift", "a/c.swift", "a/d.swift", ".build/x.swift", "__Snapshots__/b/stray.swift",
                     "a/__Snapshots__/c/stray.swift", ".hidden.swift", "a/notes.txt"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("#Preview { Text(\"x\") }\n".utf8).write(to: url)
        }
        // A hidden file before a folder: skipping nothing below it.
        try Data().write(to: root.appendingPathComponent(".DS_Store"))
        let found = try FixtureDiscovery.files(for: [root.path]).map(\.name)
        #expect(found == ["a/c", "a/d", "b"])
    }

    @Test func aSwiftLinkToAFileOutsideTheFolderIsNotListed() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-discovery-links-\(getpid())")
        try? FileManager.default.removeItem(at: base)
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("App"), outside = base.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("#Preview { Text(\"x\") }\n".utf8).write(to: root.appendingPathComponent("View.swift"))
        try Data("#Preview { Text(\"secret\") }\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Secret.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Again.swift").path,
                                                   withDestinationPath: root.appendingPathComponent("View.swift").path)
        let found = try FixtureDiscovery.files(for: [root.path]).map(\.name)
        #expect(found == ["Again", "View"])
    }
}
