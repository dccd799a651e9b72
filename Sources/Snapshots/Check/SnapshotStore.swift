import Foundation

/// Where snapshots live: `__Snapshots__/<fixture>/<scenario>.txt` beside each fixture file (the
/// swift-snapshot-testing convention), or `<baseline>/<fixture>/<scenario>.txt` with `--baseline`.
public struct SnapshotStore: Sendable {
    /// Folder name used beside fixtures.
    public static let folderName = "__Snapshots__"
    public static let fileExtension = "txt"

    /// `--baseline DIR`, or nil for snapshots beside the fixtures.
    public var baseline: String?

    public init(baseline: String? = nil) { self.baseline = baseline }

    /// The snapshot folder for a fixture.
    public func folder(forFixture fixturePath: String) -> String {
        let root = baseline ?? Self.join(Self.directory(of: fixturePath), Self.folderName)
        return Self.join(root, Self.baseName(of: fixturePath))
    }

    public func path(forFixture fixturePath: String, slug: String) -> String {
        Self.join(folder(forFixture: fixturePath), slug + "." + Self.fileExtension)
    }

    /// Reads a snapshot; nil when the file does not exist.
    public func read(_ path: String) throws -> LayoutSnapshot? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotStoreError(path: path, message: "not UTF-8 text")
        }
        do {
            return try LayoutSnapshot(parsing: text)
        } catch {
            throw SnapshotStoreError(path: path, message: error.description)
        }
    }

    /// Writes a snapshot, creating its folder.
    public func write(_ snapshot: LayoutSnapshot, to path: String) throws {
        let folder = Self.directory(of: path)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(snapshot.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Every snapshot file in the folders that `fixtureFolders` (and the baseline) would use,
    /// sorted by path, as (fixture base name, path).
    public func existingSnapshots(near fixtureFolders: [String]) -> [(fixture: String, path: String)] {
        var roots: [String] = []
        if let baseline { roots = [baseline] } else { roots = fixtureFolders.map { Self.join($0, Self.folderName) } }
        var found: [(String, String)] = []
        let manager = FileManager.default
        for root in Set(roots).sorted() {
            guard let fixtures = try? manager.contentsOfDirectory(atPath: root) else { continue }
            for fixture in fixtures.sorted() {
                let folder = Self.join(root, fixture)
                guard let files = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                for file in files.sorted() where file.hasSuffix("." + Self.fileExtension) {
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
