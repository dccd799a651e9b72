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

/// Where snapshots live: `__Snapshots__/<fixture>/<scenario>.txt` beside each fixture file (the
/// swift-snapshot-testing convention), or `<baseline>/<fixture>/<scenario>.txt` with `--baseline`.
public struct SnapshotStore: Sendable {
    /// Folder name used beside fixtures.
    public static let folderName = "__Snapshots__"
    public static let fileExtension = "txt"

    /// `--baseline DIR`, or nil for snapshots beside the fixtures.
    public var baseline: String?

    /// Snapshots held in memory instead of files, by the path they would have beside their
    /// fixtures: the layouts of another git revision (`check --base`). Such a store reads
    /// nothing from disk and writes nothing.
    public var held: [String: LayoutSnapshot]?

    public init(baseline: String? = nil) { self.baseline = baseline }

    /// A store of `snapshots` computed elsewhere (`check --base`), keyed by `path(forFixture:slug:)`.
    public init(holding snapshots: [String: LayoutSnapshot]) { self.held = snapshots }

    /// The snapshot folder for a fixture.
    public func folder(forFixture fixturePath: String) -> String {
        let root = baseline ?? Self.join(Self.directory(of: fixturePath), Self.folderName)
        return Self.join(root, Self.baseName(of: fixturePath))
    }

    public func path(forFixture fixturePath: String, slug: String) -> String {
        Self.join(folder(forFixture: fixturePath), slug + "." + Self.fileExtension)
    }

    /// The folders this store may write in, derived from the fixtures' own folders (never from
    /// an input file): `--baseline`, or each fixture folder's `__Snapshots__`.
    public func writableRoots(fixturePaths: [String]) -> [WritableRoot] {
        if let baseline { return [WritableRoot(baseline, kind: .baseline)] }
        return Set(fixturePaths.map { Self.join(Self.directory(of: $0), Self.folderName) }).sorted()
            .map { WritableRoot($0, kind: .besideFixtures) }
    }

    /// Reads a snapshot; nil when the file does not exist. Only a regular file is read: a
    /// folder, FIFO, device or symbolic link in its place is an error, never followed or waited on.
    public func read(_ path: String) throws -> LayoutSnapshot? {
        if let held { return held[path] }
        switch FilePaths.kind(of: path) {
        case .missing: return nil
        case .regularFile: break
        case .directory: throw SnapshotStoreError(path: path, message: "is a folder, not a snapshot file")
        case .symbolicLink: throw SnapshotStoreError(path: path, message: "is a symbolic link; snapshots must be regular files")
        case .other: throw SnapshotStoreError(path: path, message: "is not a regular file")
        }
        let data: Data
        switch readRegularFile(path, limit: LayoutSnapshot.maximumFileBytes) {
        case .success(let contents): data = contents
        case .failure(let problem): throw SnapshotStoreError(path: path, message: "cannot read the snapshot (\(problem))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotStoreError(path: path, message: "not UTF-8 text")
        }
        do {
            return try LayoutSnapshot(parsing: text)
        } catch {
            throw SnapshotStoreError(path: path, message: error.description)
        }
    }

    /// Writes a snapshot, creating its folder, where `permittedPath` allows it within `roots`.
    public func write(_ snapshot: LayoutSnapshot, to path: String, roots: [WritableRoot]) throws {
        if held != nil { throw PathRefusal(path: path, reason: "the snapshots of a git revision are never written") }
        try writePermittedFile(Data(snapshot.text.utf8), to: path, in: roots)
    }

    /// Every snapshot file in the folders that `fixtureFolders` (and the baseline) would use,
    /// sorted by path, as (fixture base name, path): regular files only, reached without links.
    public func existingSnapshots(near fixtureFolders: [String]) -> [(fixture: String, path: String)] {
        var roots: [String] = []
        if let baseline { roots = [baseline] } else { roots = fixtureFolders.map { Self.join($0, Self.folderName) } }
        var found: [(String, String)] = []
        if let held {
            let wanted = Set(roots)
            for path in held.keys.sorted() where wanted.contains(Self.directory(of: Self.directory(of: path))) {
                found.append((Self.fileName(of: Self.directory(of: path)), path))
            }
            return found
        }
        let manager = FileManager.default
        for root in Set(roots).sorted() {
            // Links are never followed: a linked root, fixture folder or file is skipped.
            guard FilePaths.kind(of: root) == .directory || baseline != nil,
                  let fixtures = try? manager.contentsOfDirectory(atPath: root) else { continue }
            for fixture in fixtures.sorted() {
                let folder = Self.join(root, fixture)
                guard FilePaths.kind(of: folder) == .directory,
                      let files = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                for file in files.sorted() where file.hasSuffix("." + Self.fileExtension)
                    && FilePaths.kind(of: Self.join(folder, file)) == .regularFile {
                    found.append((fixture, Self.join(folder, file)))
                }
            }
        }
        return found
    }

    // MARK: Paths

    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || a == "." { return b }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `Fixtures/seed-001.swift` → `seed-001`.
    public static func baseName(of path: String) -> String {
        let name = fileName(of: path)
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

/// A snapshot file that exists but cannot be used.
public struct SnapshotStoreError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): error: \(message)" }
}
