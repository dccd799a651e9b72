import Foundation
import Testing
import LayoutEngine
@testable import Snapshots

/// Issue 19's snapshot repros: NaN compared equal to anything, a truncated file counted as
/// unchanged, 3 000-deep nesting overflowed the stack in `check`, CRLF was rejected, and
/// unreadable files printed raw `NSCocoaErrorDomain` text.
@Suite("Hostile snapshot files")
struct HostileSnapshotTests {
    var text: String { snapshot(seed001(priorityOnLast: true)).text }

    @Test("A NaN or infinite frame value makes the snapshot corrupt", arguments: ["nan", "-nan", "inf", "infinity", "1e999", "NaN"])
    func nonFinite(value: String) throws {
        let doctored = text.replacingOccurrences(of: " w=150 ", with: " w=\(value) ")
        #expect(doctored != text)
        #expect(throws: SnapshotParseError.self) { try LayoutSnapshot(parsing: doctored) }
    }

    @Test("Frames differing by NaN never compare equal")
    func nanIsAChange() {
        let before = snapshot(seed001(priorityOnLast: true))
        var after = before
        let frame = after.views[1].frame
        after.views[1].frame = Rect(x: frame.x, y: frame.y, width: .nan, height: frame.height)
        #expect(ScenarioComparison(before: before, after: after, tolerance: 1000).status == .changed)
    }

    @Test("A snapshot cut off before its end line is corrupt, not unchanged")
    func truncated() throws {
        let cut = String(text[..<text.range(of: "\nend\n")!.lowerBound])
        #expect { try LayoutSnapshot(parsing: cut) } throws: { "\($0)".contains("truncated") }
        let store = SnapshotStore()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-trunc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.txt").path
        try cut.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: SnapshotStoreError.self) { try store.read(path) }
    }

    @Test("CRLF line endings read as LF (a checkout with core.autocrlf)")
    func crlf() throws {
        let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try LayoutSnapshot(parsing: windows) == LayoutSnapshot(parsing: text))
    }

    /// Views `V0` … nested `levels` deep, one level per line.
    func nested(_ levels: Int) -> String {
        var lines = ["# layoutlens.snapshot/1", "scenario: \"p\"", "file: \"f.swift\"", "proposal: 393 759", "scale: 3", "views:"]
        for depth in 0..<levels {
            lines.append(String(repeating: "  ", count: depth) + "V\(depth) x=0 y=0 w=1 h=1 kind=Color label=\"c\"")
        }
        return (lines + ["trace:", ""]).joined(separator: "\n")
    }

    @Test("Nesting beyond 512 levels is a clear error; 512 is read")
    func deepNesting() throws {
        #expect(try LayoutSnapshot(parsing: nested(512)).views.count == 512)
        #expect { try LayoutSnapshot(parsing: nested(3_000)) } throws: { "\($0)" == "line 519: views nested more than 512 deep" }
    }

    @Test("A view more than one level below the previous one is corrupt")
    func depthJump() {
        let jump = nested(2).replacingOccurrences(of: "  V1", with: "      V1")
        #expect(throws: SnapshotParseError.self) { try LayoutSnapshot(parsing: jump) }
    }

    @Test("Unreadable snapshot paths give a short reason, not NSCocoaErrorDomain")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-unread-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/dir.txt", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.txt", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "/etc/hostname")
        try "x".write(toFile: folder + "/locked.txt", atomically: true, encoding: .utf8)
        chmod(folder + "/locked.txt", 0)
        defer { chmod(folder + "/locked.txt", 0o600) }
        let expectations = ["dir.txt": "is a folder", "pipe.txt": "is not a regular file", "link.txt": "symbolic link",
                            "locked.txt": getuid() == 0 ? "not a layoutlens snapshot" : "cannot read the snapshot (permission denied)"]
        for (name, reason) in expectations {
            #expect { try SnapshotStore().read(folder + "/" + name) } throws: { error in
                "\(error)".contains(reason) && !"\(error)".contains("NSCocoaErrorDomain")
            }
        }
    }
}

/// Issue 36's snapshot repros: a 200 MB snapshot was parsed (15.6 s, 789 MB), and a quoted value
/// left open read as "unchanged".
@Suite("Snapshot caps")
struct SnapshotCapTests {
    var text: String { snapshot(seed001(priorityOnLast: true)).text }

    @Test func snapshotFileAboveTheCapIsRefusedBeforeParsing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-cap-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        // One byte past the cap, made sparse (nothing is written to the disk for the hole).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(LayoutSnapshot.maximumFileBytes + 1))
        try handle.close()
        let start = ContinuousClock().now
        #expect { try SnapshotStore().read(path) } throws: { "\($0)".contains("more than the limit of \(LayoutSnapshot.maximumFileBytes)") }
        // Refused from its size alone: no 16 MiB read or parse (which takes seconds in a debug build).
        #expect(ContinuousClock().now - start < .seconds(1))
    }

    @Test func quotedValueLeftOpenIsCorruptNotUnchanged() throws {
        let closed = text.replacingOccurrences(of: "color=blue", with: "text=\"blue\"")
        let open = text.replacingOccurrences(of: "color=blue", with: "text=\"blue")
        #expect(open != text)
        _ = try LayoutSnapshot(parsing: closed)
        #expect { try LayoutSnapshot(parsing: open) } throws: { "\($0)".contains("not closed") }
    }
}

/// Findings of `scripts/fuzz.sh snapshot`, kept as regression tests (the inputs are also in
/// scripts/fuzz/corpus/snapshot/).
struct SnapshotFuzzFindingTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/fuzz/corpus/snapshot")

    /// A view path written twice made a snapshot compare as changed with itself.
    @Test func duplicateViewPathIsCorrupt() throws {
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("crash-duplicate-view-path.txt"), encoding: .utf8)
        #expect { try LayoutSnapshot(parsing: text) } throws: { "\($0)".contains("appears twice") }
    }

    /// Every committed corpus input either fails to parse or round-trips and equals itself.
    @Test func corpusInvariants() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
            guard let snapshot = try? LayoutSnapshot(parsing: String(decoding: data, as: UTF8.self)) else { continue }
            let again = try LayoutSnapshot(parsing: snapshot.text)
            #expect(again.text == snapshot.text, "\(file)")
            #expect(ScenarioComparison(before: snapshot, after: again).status == .unchanged, "\(file)")
        }
    }
}

extension SnapshotFuzzFindingTests {
    /// A run of carriage returns ending a trace line made the text not round-trip.
    @Test func rawControlCharactersAreCorrupt() throws {
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("crash-carriage-returns.txt"), encoding: .utf8)
        #expect { try LayoutSnapshot(parsing: text) } throws: { "\($0)" == "line 27: control character U+000D outside a quoted string" }
    }
}
