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

/// A folder a command may change: its `--out` folder, or a snapshot folder the command derived
/// itself from the fixtures it read or from its own `--baseline` option — never a folder named by
/// an input file such as a `summary.json`.
public struct WritableRoot: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// `--out`: the user named it on the command line, so a link there is followed.
        case output
        /// `--baseline`: named on the command line too.
        case baseline
        /// `__Snapshots__` beside a fixture: a link there is refused, like any link below a root.
        case besideFixtures
    }

    public var path: String
    public var kind: Kind
    /// The folder with its links resolved, when the command resolved it once
    /// (`resolvingLinks()`); nil: resolved again at each change.
    public private(set) var resolvedPath: String?

    public init(_ path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// A root whose path is already resolved (its links followed).
    init(resolved path: String, kind: Kind) {
        self.init(path, kind: kind)
        resolvedPath = path
    }

    /// The same root with its links resolved now, once, for every file the command writes below
    /// it (a command writing a thousand diagrams asked `realpath` a thousand times). Only a root
    /// that exists is resolved; the checks below the root still run for every change.
    public func resolvingLinks() -> WritableRoot {
        var root = self
        let kind = FilePaths.kind(of: path)
        if kind == .directory || kind == .symbolicLink { root.resolvedPath = FilePaths.resolvedPath(path) }
        return root
    }
}

/// What a command is about to do with a file.
public enum FileChange: Sendable {
    /// Create or replace a regular file (creating missing folders below the root).
    case write
    /// Remove one regular file; never a folder, never recursively.
    case remove
}

/// Why a path may not be changed.
public struct PathRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "refusing to change '\(path)': \(reason)" }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// The one rule for every write and delete LayoutLens makes: `path` may be changed only when it
/// lies strictly inside one of `roots`, names no `..`, and nothing between the root and the file
/// is a symbolic link (so no link can lead out); a removed path must be a regular file.
///
/// Returns the absolute path to act on: the root with its links resolved, then the path's
/// remaining components. Folders that do not exist yet are fine for `.write` (the caller creates
/// them below the checked root).
public func permittedPath(_ path: String, for change: FileChange, in roots: [WritableRoot]) throws(PathRefusal) -> String {
    try permittedTarget(path, for: change, in: roots).path
}

/// `permittedPath`'s answer, and whether the folder that holds the file exists already (then a
/// write creates no folder, and the check need not run again after creating them).
func permittedTarget(_ path: String, for change: FileChange, in roots: [WritableRoot]) throws(PathRefusal)
    -> (path: String, folderExists: Bool) {
    func refuse(_ reason: String) -> PathRefusal { PathRefusal(path: path, reason: reason) }
    guard !path.isEmpty, !path.utf8.contains(0) else { throw refuse("not a usable path") }
    guard let components = FilePaths.absoluteComponents(path) else {
        throw refuse("'..' is not allowed in a path LayoutLens changes")
    }
    for root in roots {
        guard let rootComponents = FilePaths.absoluteComponents(root.path),
              components.count > rootComponents.count,
              Array(components.prefix(rootComponents.count)) == rootComponents else { continue }
        if root.kind == .besideFixtures, FilePaths.isSymbolicLink(FilePaths.join(rootComponents)) {
            throw refuse("the snapshot folder '\(root.path)' is a symbolic link")
        }
        guard var current = root.resolvedPath ?? FilePaths.resolvedPath(FilePaths.join(rootComponents)) else {
            throw refuse("cannot resolve the folder '\(root.path)'")
        }
        let below = components.dropFirst(rootComponents.count)
        var exists = true
        var folderExists = true
        for (index, component) in below.enumerated() {
            current = current == "/" ? "/" + component : current + "/" + component
            guard exists else { continue }
            let isLast = index == below.count - 1
            switch FilePaths.kind(of: current) {
            case .missing:
                exists = false
                if !isLast { folderExists = false }
            case .symbolicLink:
                throw refuse("'\(current)' is a symbolic link; LayoutLens never follows links out of its folders")
            case .directory:
                if isLast { throw refuse("it is a folder, not a file") }
            case .regularFile:
                if !isLast { throw refuse("'\(current)' is a file, not a folder") }
            case .other:
                throw refuse("'\(current)' is not a regular file")
            }
        }
        if change == .remove, !exists { throw refuse("it does not exist") }
        return (current, folderExists)
    }
    let names = roots.map { "'\($0.path)'" }.joined(separator: ", ")
    throw refuse(roots.isEmpty ? "no folder may be changed" : "it is outside the folders this command may change (\(names))")
}

/// Writes `data` to `path` after `permittedPath` allows it, creating folders below the root;
/// returns the absolute path written.
@discardableResult
public func writePermittedFile(_ data: Data, to path: String, in roots: [WritableRoot]) throws -> String {
    var (target, folderExists) = try permittedTarget(path, for: .write, in: roots)
    // When every folder on the way exists (each checked, none a link), nothing is created.
    if !folderExists {
        let folder = FilePaths.directory(of: target)
        // Usually only the last folder is missing (`diagrams/<fixture>/`): one `mkdir`; else every
        // missing one.
        if mkdir(folder, 0o777) != 0, errno != EEXIST {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw FileWriteProblem(path: folder, reason: FilePaths.reason(error))
            }
        }
        // Check again now that the folders exist: nothing may have linked them elsewhere meanwhile.
        target = try permittedPath(target, for: .write, in: roots.map {
            WritableRoot(resolved: $0.resolvedPath ?? FilePaths.resolvedPath($0.path) ?? $0.path, kind: $0.kind)
        })
    }
    do {
        try writeWithoutSync(data, to: target)
    } catch {
        throw FileWriteProblem(path: target, reason: FilePaths.reason(error))
    }
    return target
}

/// A write the file system refused, with a short reason (not Foundation's `NSCocoaErrorDomain` dump).
public struct FileWriteProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write '\(path)': \(reason)" }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Removes the regular file at `path` after `permittedPath` allows it; never a folder.
public func removePermittedFile(_ path: String, in roots: [WritableRoot]) throws {
    let target = try permittedPath(path, for: .remove, in: roots)
    guard unlink(target) == 0 else {
        throw PathRefusal(path: path, reason: String(cString: strerror(errno)))
    }
}

/// Path helpers that never touch the file system except where they say so.
public enum FilePaths {
    public enum Kind: Sendable { case missing, regularFile, directory, symbolicLink, other }

    /// The folder part of `path` (`.` when it has none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path's components made absolute against the working directory, `.` dropped; nil when
    /// it has a `..`.
    public static func absoluteComponents(_ path: String) -> [String]? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var result: [String] = []
        for component in absolute.split(separator: "/") {
            if component == "." { continue }
            if component == ".." { return nil }
            result.append(String(component))
        }
        return result
    }

    public static func join(_ components: [String]) -> String { "/" + components.joined(separator: "/") }

    /// `lstat`: what is at `path` itself, links not followed.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// A file-system error as a short sentence (`No such file or directory`), not Foundation's
    /// `NSCocoaErrorDomain` dump.
    public static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        guard let cocoa = error as? CocoaError else {
            return "\(error is PathRefusal ? "\(error)" : "file-system error \(error._code)")"
        }
        if let underlying = cocoa.underlying as? POSIXError { return String(cString: strerror(underlying.code.rawValue)) }
        switch cocoa.code {
        case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteFileExists: return "a file of that name is in the way"
        default: return "file-system error \(cocoa.code.rawValue)"
        }
    }

    /// The nearest folder at or above `path` that holds a `.git` entry (a git work tree).
    public static func repositoryRoot(containing path: String) -> String? {
        guard var components = absoluteComponents(path) else { return nil }
        while true {
            if kind(of: join(components + [".git"])) != .missing { return join(components) }
            guard components.popLast() != nil else { return nil }
        }
    }

    public static func isSymbolicLink(_ path: String) -> Bool { kind(of: path) == .symbolicLink }

    /// The path with every link resolved; a part that does not exist yet is kept as written.
    public static func resolvedPath(_ path: String) -> String? {
        guard let components = absoluteComponents(path) else { return nil }
        var existing = components
        var missing: [String] = []
        while true {
            let candidate = join(existing)
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return missing.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            guard let last = existing.popLast() else { return nil }
            missing.append(last)
        }
    }
}
