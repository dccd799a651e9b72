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

/// A folder whose files are served, and the one check that keeps requests inside it.
///
/// A URL path is decoded first (so `%2e%2e` is `..`), then refused if any component is `..`,
/// `.`, hidden (`.name`) or holds a backslash; the file it names is then resolved with
/// `realpath(3)` and served only when the resolved path is still inside the folder's own
/// resolved path, so a symbolic link that leads out of the site is refused too.
public struct SiteRoot: Sendable {
    /// The folder, links resolved.
    public let path: String

    /// What a URL path names.
    public enum Lookup: Equatable, Sendable {
        case file(String)
        /// The path tries to leave the site (or names a hidden file).
        case refused
        case missing
    }

    /// Nil when `folder` does not exist.
    public init?(_ folder: String) {
        guard let resolved = Self.resolve(folder) else { return nil }
        path = resolved
    }

    /// The file a decoded URL path (`/diagrams/a/b.svg`) names; a folder names its `index.html`.
    public func lookup(_ urlPath: String) -> Lookup {
        guard urlPath.hasPrefix("/"), !urlPath.contains("\0") else { return .refused }
        let components = urlPath.split(separator: "/")
        for component in components where component == ".." || component.hasPrefix(".") || component.contains("\\") {
            return .refused
        }
        var candidate = ([path] + components.map(String.init)).joined(separator: "/")
        var isDirectory = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory {
            candidate += "/index.html"
        }
        guard let resolved = Self.resolve(candidate) else { return .missing }
        guard resolved.hasPrefix(path + "/") else { return .refused }
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory else { return .missing }
        return .file(resolved)
    }

    private static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
