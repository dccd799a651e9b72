import ArgumentParsing
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

/// `--exclude PATH` (repeatable; `"exclude"` in `.layoutlens.json`, SwiftLint's `excluded` in
/// spirit): files whose previews are not laid out. A path excludes itself and everything below
/// it; a pattern with `*`, `?` or `[` is matched against the file's path relative to the
/// working directory with fnmatch(3) (`*` also matches `/`, so `**/Generated/*` and
/// `*Generated*` both work). An excluded file is still read as part of its module when
/// another file needs it; only its own previews are left out. Shared by `check`, `render`,
/// `lint`, `serve`, `frames` and `explain`.
public struct PathExclusion: Equatable, Sendable {
    /// The patterns as typed (or as the configuration file gives them, relative to the working
    /// directory).
    public var patterns: [String]

    public init(patterns: [String]) { self.patterns = patterns }

    public static let none = PathExclusion(patterns: [])

    static let argument = ArgumentSpec.option(
        "exclude", valueName: "path",
        help: "Leave out the previews of this file or folder, or of files matching this pattern (* ? [ ]); repeat for several.",
        repeating: true)

    /// Whether the previews of `path` are left out.
    public func excludes(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Bool {
        guard !patterns.isEmpty else { return false }
        let file = Self.absolute(path, in: workingDirectory)
        let relative = Self.relative(file, to: Self.absolute(workingDirectory, in: "/")) ?? file
        for pattern in patterns {
            if pattern.contains(where: { "*?[".contains($0) }) {
                let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
                if fnmatch(trimmed, relative, 0) == 0 || fnmatch(trimmed, file, 0) == 0 { return true }
            } else {
                let excluded = Self.absolute(pattern, in: workingDirectory)
                if file == excluded || file.hasPrefix(excluded.hasSuffix("/") ? excluded : excluded + "/") { return true }
            }
        }
        return false
    }

    static func absolute(_ path: String, in folder: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
