import Foundation
import Testing
import FileAccess

/// `permittedPath`, the one rule for every write and delete: inside a root, no `..`, no link
/// between the root and the file, removals only of regular files.
@Suite("permittedPath", .serialized)
struct PermittedPathTests {
    /// A sandbox with a root folder `root/` and, beside it, `outside/` holding `victim.txt`.
    final class Sandbox {
        let folder: String
        var root: String { folder + "/root" }
        var outside: String { folder + "/outside" }
        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-pp-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder + "/root/f", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
            try "victim".write(toFile: folder + "/outside/victim.txt", atomically: true, encoding: .utf8)
            try "mine".write(toFile: folder + "/root/f/s.txt", atomically: true, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
        var roots: [WritableRoot] { [WritableRoot(root, kind: .besideFixtures)] }
    }

    @Test("A file inside the root may be written and removed")
    func inside() throws {
        let box = try Sandbox()
        #expect(try permittedPath(box.root + "/f/s.txt", for: .remove, in: box.roots).hasSuffix("/root/f/s.txt"))
        #expect(try permittedPath(box.root + "/new/folder/s.txt", for: .write, in: box.roots).hasSuffix("/root/new/folder/s.txt"))
        _ = try writePermittedFile(Data("x".utf8), to: box.root + "/new/folder/s.txt", in: box.roots)
        #expect(FileManager.default.fileExists(atPath: box.root + "/new/folder/s.txt"))
        try removePermittedFile(box.root + "/f/s.txt", in: box.roots)
        #expect(!FileManager.default.fileExists(atPath: box.root + "/f/s.txt"))
    }

    @Test("Paths that leave the root are refused", arguments: [
        "/../outside/victim.txt", "/f/../../outside/victim.txt", "/../root-sibling.txt", "",
    ])
    func leaving(suffix: String) throws {
        let box = try Sandbox()
        #expect(throws: PathRefusal.self) { try permittedPath(box.root + suffix, for: .write, in: box.roots) }
        #expect(throws: PathRefusal.self) { try permittedPath(box.root + suffix, for: .remove, in: box.roots) }
    }

    @Test("Outside every root, or with no root, nothing is permitted")
    func outside() throws {
        let box = try Sandbox()
        #expect(throws: PathRefusal.self) { try permittedPath(box.outside + "/victim.txt", for: .remove, in: box.roots) }
        #expect(throws: PathRefusal.self) { try permittedPath(box.root + "/f/s.txt", for: .remove, in: []) }
        #expect(throws: PathRefusal.self) { try permittedPath("/etc/hosts", for: .write, in: box.roots) }
        #expect(throws: PathRefusal.self) { try permittedPath(box.root, for: .write, in: box.roots) }
    }

    @Test("A link below the root is never followed: folder link, file link, dangling link")
    func links() throws {
        let box = try Sandbox()
        try FileManager.default.createSymbolicLink(atPath: box.root + "/out", withDestinationPath: box.outside)
        try FileManager.default.createSymbolicLink(atPath: box.root + "/f/link.txt", withDestinationPath: box.outside + "/victim.txt")
        try FileManager.default.createSymbolicLink(atPath: box.root + "/f/dangling.txt", withDestinationPath: box.outside + "/new.txt")
        for path in ["/out/victim.txt", "/f/link.txt", "/f/dangling.txt", "/out/new/x.txt"] {
            #expect(throws: PathRefusal.self) { try permittedPath(box.root + path, for: .write, in: box.roots) }
            #expect(throws: PathRefusal.self) { try removePermittedFile(box.root + path, in: box.roots) }
        }
        #expect(try String(contentsOfFile: box.outside + "/victim.txt", encoding: .utf8) == "victim")
        #expect(!FileManager.default.fileExists(atPath: box.outside + "/new.txt"))
    }

    @Test("A __Snapshots__ root that is itself a link is refused; a linked --out is followed")
    func linkedRoot() throws {
        let box = try Sandbox()
        try FileManager.default.createSymbolicLink(atPath: box.folder + "/__Snapshots__", withDestinationPath: box.outside)
        let snapshots = [WritableRoot(box.folder + "/__Snapshots__", kind: .besideFixtures)]
        #expect(throws: PathRefusal.self) { try permittedPath(box.folder + "/__Snapshots__/victim.txt", for: .remove, in: snapshots) }
        let output = [WritableRoot(box.folder + "/__Snapshots__", kind: .output)]
        #expect(try permittedPath(box.folder + "/__Snapshots__/victim.txt", for: .remove, in: output) == resolved(box.outside) + "/victim.txt")
    }

    @Test("Removal is of one regular file: never a folder, a FIFO, or something missing")
    func removalKinds() throws {
        let box = try Sandbox()
        try FileManager.default.createDirectory(atPath: box.root + "/f/folder.txt", withIntermediateDirectories: true)
        #expect(mkfifo(box.root + "/f/pipe.txt", 0o600) == 0)
        for name in ["folder.txt", "pipe.txt", "missing.txt"] {
            #expect(throws: PathRefusal.self) { try removePermittedFile(box.root + "/f/" + name, in: box.roots) }
        }
        #expect(FileManager.default.fileExists(atPath: box.root + "/f/folder.txt"))
        #expect(throws: PathRefusal.self) { try permittedPath(box.root + "/f/s.txt/x.txt", for: .write, in: box.roots) }
    }

    func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

    @Test("A write replaces the file's content whole and leaves no temporary file beside it")
    func writeReplaces() throws {
        let box = try Sandbox()
        let target = box.root + "/f/s.txt"
        _ = try writePermittedFile(Data("first version".utf8), to: target, in: box.roots)
        _ = try writePermittedFile(Data("second".utf8), to: target, in: box.roots)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.root + "/f") == ["s.txt"])
    }

    /// The inode number tells a file replaced (a new file renamed over it) from one left alone.
    func inode(_ path: String) -> UInt64 {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    @Test("Writing the bytes a file already holds leaves it alone; other bytes of the same size replace it")
    func identicalWriteIsSkipped() throws {
        let box = try Sandbox()
        let target = box.root + "/f/s.txt"
        _ = try writePermittedFile(Data("diagram A".utf8), to: target, in: box.roots)
        let written = inode(target)
        _ = try writePermittedFile(Data("diagram A".utf8), to: target, in: box.roots)
        #expect(inode(target) == written)
        // Same length, one byte different: a new file.
        _ = try writePermittedFile(Data("diagram B".utf8), to: target, in: box.roots)
        #expect(inode(target) != written)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "diagram B")
        // A link at the target is never read through: it is replaced by a file of its own.
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: box.outside + "/victim.txt")
        _ = try? writePermittedFile(Data("victim".utf8), to: target, in: box.roots)
        #expect(try String(contentsOfFile: box.outside + "/victim.txt", encoding: .utf8) == "victim")
    }
}

/// `readRegularFile`: input files are read only when regular, so no FIFO hangs a command.
struct RegularFileReadingTests {
    @Test("A folder, a FIFO and a device are refused at once; a file over the limit too")
    func kinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-rf-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        try "12345".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        for path in [folder, folder + "/pipe", "/dev/zero", folder + "/missing", ""] {
            guard case .failure = readRegularFile(path) else { Issue.record("\(path) was read"); continue }
        }
        #expect(try readRegularFile(folder + "/file").get() == Data("12345".utf8))
        guard case .failure(let problem) = readRegularFile(folder + "/file", limit: 4) else { Issue.record("limit ignored"); return }
        #expect(problem.description.contains("limit"))
    }
}
