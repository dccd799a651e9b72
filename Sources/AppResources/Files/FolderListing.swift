#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists folders deterministically (entries sorted by name) and remembers which real folders
/// were read, so a symbolic-link loop is read once and reported, never followed for ever.
struct FolderListing {
    /// Bounds on one walk: real catalogs and app folders are far smaller.
    static let maximumEntries = 200_000
    static let maximumDepth = 48

    private(set) var visited: Set<String> = []
    private(set) var entriesRead = 0

    /// Whether `path` is a folder (links followed).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// Marks the real folder behind `path` as read; false when it was read before (a loop).
    mutating func enter(_ path: String) -> Bool {
        // realpath fails with ELOOP on a link that points at itself: that is a loop too.
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        return visited.insert(String(cString: resolved)).inserted
    }

    /// The names in `path`, sorted, hidden ones (".git", ".DS_Store") left out; nil once the
    /// entry budget is spent.
    mutating func names(in path: String) -> [String]? {
        guard entriesRead < Self.maximumEntries else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        entriesRead += names.count
        return entriesRead <= Self.maximumEntries ? names : nil
    }
}
