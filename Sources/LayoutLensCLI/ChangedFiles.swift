import FileAccess
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

/// How `serve` and `render --watch` name what a save changed.
enum ChangedFiles {
    /// The names of the changed files that still exist (an editor's temporary files are gone by
    /// the time the change is drawn), or of all of them when none is left (a deletion).
    static func names(_ paths: [String]) -> String {
        let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
        return (existing.isEmpty ? paths : existing).map { PathText.lastComponent($0) }.joined(separator: ", ")
    }
}
