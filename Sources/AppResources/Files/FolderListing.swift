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

    /// Why `path`, which does not lead to a file or folder, cannot be read: a symbolic link
    /// that leads back to itself (`stat` fails with `ELOOP`, POSIX "Symbolic link loop") or to
    /// nothing is named as such, since the name itself is in the folder listing.
    static func whyMissing(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) != 0, errno == ELOOP { return "a symbolic link loop (the link leads back to itself)" }
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK { return "a symbolic link to nothing" }
        return "no such file or folder"
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
