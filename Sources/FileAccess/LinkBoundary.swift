#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far a folder walk may go by following symbolic links: only to places inside the project
/// it reads (issue 30, "Bad input": reading an app never touches a file outside it).
///
/// Xcode and SwiftPM follow a linked folder wherever it points (SwiftPM reads symlinked source
/// folders since swift-package-manager#2539, "Fix a regression in target sources builder", and
/// breaks link cycles since #10420), so a hostile `Sources → /` would have them compile the
/// whole disk. LayoutLens does not: a link whose target lies outside the boundary is left
/// unread, with a warning naming it (`symbolicLinkOutsideProject`). The boundary is the git work
/// tree around the walked folder (its nearest folder holding `.git`), so a link to a sibling
/// folder of the same repository is followed; without one, the walked folder itself.
public struct LinkBoundary: Sendable {
    /// The boundary's real path (links resolved), without a trailing slash except for `/`.
    public let realRoot: String

    /// The boundary of a walk of `folder`; nil when `folder` cannot be resolved.
    public init?(walking folder: String) {
        let top = FilePaths.repositoryRoot(containing: folder) ?? folder
        guard let real = Self.realPath(top) else { return nil }
        realRoot = real
    }

    /// A boundary at `realRoot` (already resolved).
    public init(realRoot: String) { self.realRoot = realRoot }

    /// Whether the link at `path` may be followed: its target exists and lies inside the
    /// boundary. A path that is not a link is inside by construction (the walk reached it
    /// through folders inside), so only links need asking.
    public func admitsLink(at path: String) -> Bool {
        guard let target = Self.realPath(path) else { return false }
        return contains(realPath: target)
    }

    /// Whether `path` is a symbolic link (itself, not a folder above it) that resolves to a
    /// place outside the boundary. A dangling link or a loop of links resolves nowhere and is
    /// not "leaving": reading it fails as a missing file does.
    public func isLinkLeaving(_ path: String) -> Bool {
        guard FilePaths.isSymbolicLink(path), let target = Self.realPath(path) else { return false }
        return !contains(realPath: target)
    }

    /// Whether the resolved `realPath` is the boundary or below it.
    public func contains(realPath: String) -> Bool {
        if realRoot == "/" { return true }
        return realPath == realRoot || realPath.hasPrefix(realRoot + "/")
    }

    /// Where the link at `path` leads (its real path), for a warning; the link's own text when it
    /// leads nowhere.
    public static func target(of path: String) -> String {
        if let real = realPath(path) { return real }
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count > 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
