import Foundation
import Testing
@testable import LayoutLensCLI

/// Issue 17, item 1: a scenario's snapshot keeps its identity when previews are inserted,
/// reordered or renamed (docs/ci.md, "Scenario identity"). The layouts are fixed-size colours,
/// so every frame is the number written in the source.
@Suite("scenario identity across edits", .serialized)
struct ScenarioIdentityTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    static let header = "import SwiftUI\n\nstruct Box: View {\n    var width: Double\n    var body: some View {\n"
        + "        Color.blue.frame(width: width, height: 20)\n    }\n}\n\nstruct Other: View {\n"
        + "    var body: some View { Color.red.frame(width: 5, height: 5) }\n}\n"

    /// `#Preview { Box(width: w) }` for each width, untitled.
    static func untitled(_ widths: [Int]) -> String {
        widths.map { "\n#Preview(traits: .sizeThatFitsLayout) {\n    Box(width: \($0))\n}\n" }.joined()
    }

    struct Workspace {
        var root: URL
        var file: URL { root.appendingPathComponent("Fixtures/Boxes.swift") }
        var fixtures: String { root.appendingPathComponent("Fixtures").path }
        var snapshots: URL { root.appendingPathComponent("Fixtures/__Snapshots__/Boxes") }
        func write(_ text: String) throws { try text.write(to: file, atomically: true, encoding: .utf8) }
        func report(_ name: String) -> String { root.appendingPathComponent(name).path }
        func snapshotNames() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted() }
    }

    func workspace(_ source: String) throws -> Workspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        let space = Workspace(root: root)
        try space.write(source)
        #expect(run(["check", space.fixtures, "--out", space.report("r0"), "--record", "missing"]).status == 0)
        return space
    }

    @Test("Inserting an untitled preview of the same view first: 1 added, 0 changed, the others renamed")
    func insertionAtTheTop() throws {
        let space = try workspace(Self.header + Self.untitled([10, 20, 30]))
        defer { try? FileManager.default.removeItem(at: space.root) }
        #expect(try space.snapshotNames() == ["box-1.txt", "box-2.txt", "box-3.txt"])

        try space.write(Self.header + Self.untitled([40, 10, 20, 30]))
        let result = run(["check", space.fixtures, "--out", space.report("r1"), "--record", "never"])
        #expect(result.status == 1)
        #expect(result.output.contains("Checked 4 scenarios: 0 unchanged, 0 changed, 1 added, 3 renamed, 0 removed, 0 orphaned"),
                "\(result.output)")
        #expect(result.output.contains("Boxes/box-2: renamed from Boxes/box-1, layout unchanged"))
        #expect(result.output.contains("Boxes/box-4: renamed from Boxes/box-3, layout unchanged"))
        #expect(result.output.contains("Boxes/box-1: new scenario"))
        // Box 1..3 are told apart by order only: each is warned about.
        // (line 14: the header's 12 lines, a blank line, then the first `#Preview`.)
        #expect(result.error.contains("Boxes.swift:14:1: warning: untitled preview 'Box 1' is named by its order"))

        // Approving moves the snapshots; the next check is clean and no stale file is left.
        let approve = run(["approve", "--from", space.report("r1") + "/summary.json", space.fixtures])
        #expect(approve.status == 0, "\(approve.error)")
        #expect(try space.snapshotNames() == ["box-1.txt", "box-2.txt", "box-3.txt", "box-4.txt"])
        let again = run(["check", space.fixtures, "--out", space.report("r2"), "--record", "never"])
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("4 unchanged"))
        let moved = try String(contentsOf: space.snapshots.appendingPathComponent("box-2.txt"), encoding: .utf8)
        #expect(moved.contains("w=10 h=20"), "box-2 is the 10-wide preview that was box-1")
    }

    @Test("Inserting an untitled preview of another view renames nothing: 1 added")
    func insertionOfAnotherView() throws {
        let space = try workspace(Self.header + Self.untitled([10, 20]))
        defer { try? FileManager.default.removeItem(at: space.root) }
        try space.write(Self.header + "\n#Preview(traits: .sizeThatFitsLayout) { Other() }\n" + Self.untitled([10, 20]))
        let result = run(["check", space.fixtures, "--out", space.report("r1"), "--record", "never"])
        #expect(result.output.contains("Checked 3 scenarios: 2 unchanged, 0 changed, 1 added, 0 renamed, 0 removed, 0 orphaned"),
                "\(result.output)")
        #expect(result.output.contains("Boxes/other-1: new scenario"))
    }

    @Test("Reordering titled previews changes nothing; renaming one is reported as renamed")
    func titledPreviews() throws {
        func titled(_ pairs: [(String, Int)]) -> String {
            Self.header + pairs.map { "\n#Preview(\"\($0.0)\", traits: .sizeThatFitsLayout) {\n    Box(width: \($0.1))\n}\n" }.joined()
        }
        let space = try workspace(titled([("narrow", 10), ("wide", 90)]))
        defer { try? FileManager.default.removeItem(at: space.root) }
        try space.write(titled([("wide", 90), ("narrow", 10)]))
        let reordered = run(["check", space.fixtures, "--out", space.report("r1"), "--record", "never"])
        #expect(reordered.status == 0)
        #expect(reordered.output.contains("2 unchanged"))
        #expect(reordered.error.isEmpty, "titled previews need no warning: \(reordered.error)")

        try space.write(titled([("wide", 90), ("slim", 10)]))
        let renamed = run(["check", space.fixtures, "--out", space.report("r2"), "--record", "never"])
        #expect(renamed.status == 1)
        #expect(renamed.output.contains("Boxes/slim: renamed from Boxes/narrow, layout unchanged"), "\(renamed.output)")
        #expect(renamed.output.contains("0 added, 1 renamed, 0 removed"))
        let json = try String(contentsOf: URL(fileURLWithPath: space.report("r2") + "/summary.json"), encoding: .utf8)
        #expect(json.contains("\"renamedFrom\": \"Boxes/narrow\""))

        // Renamed while the view it shows changed (height 20 → 30; the frame and its colour both grow): changed, with the old name given.
        try space.write(titled([("wide", 90), ("slim", 10)]).replacingOccurrences(of: "height: 20", with: "height: 30"))
        let both = run(["check", space.fixtures, "--out", space.report("r3"), "--record", "never"])
        #expect(both.output.contains("Boxes/slim (renamed from Boxes/narrow): 2 views changed"), "\(both.output)")
        #expect(both.output.contains("2 changed, 0 added, 0 renamed, 0 removed"))

        // Recording (the local default) moves the file.
        try space.write(titled([("wide", 90), ("slim", 10)]))
        let record = run(["check", space.fixtures, "--out", space.report("r4"), "--record", "missing"])
        #expect(record.status == 0, "\(record.output)")
        #expect(record.output.contains("recorded Boxes/slim → "))
        #expect(try space.snapshotNames() == ["slim.txt", "wide.txt"])
    }

    @Test("A preview moved to another file keeps its baseline: renamed from its old id")
    func movedToAnotherFile() throws {
        let narrow = "\n#Preview(\"narrow\", traits: .sizeThatFitsLayout) {\n    Color.blue.frame(width: 10, height: 20)\n}\n"
        let wide = "\n#Preview(\"wide\", traits: .sizeThatFitsLayout) {\n    Color.blue.frame(width: 90, height: 20)\n}\n"
        let space = try workspace("import SwiftUI\n" + narrow + wide)
        defer { try? FileManager.default.removeItem(at: space.root) }
        try ("import SwiftUI\n" + wide).write(to: space.file, atomically: true, encoding: .utf8)
        let other = space.root.appendingPathComponent("Fixtures/Narrow.swift")
        try ("import SwiftUI\n" + narrow).write(to: other, atomically: true, encoding: .utf8)
        let result = run(["check", space.fixtures, "--out", space.report("r1"), "--record", "never"])
        #expect(result.output.contains("Narrow/narrow: renamed from Boxes/narrow, layout unchanged"), "\(result.output)")
        #expect(result.output.contains("1 unchanged, 0 changed, 0 added, 1 renamed, 0 removed"))
        // Recording moves the file into the new fixture's folder.
        #expect(run(["check", space.fixtures, "--out", space.report("r2"), "--record", "missing"]).status == 0)
        #expect(try space.snapshotNames() == ["wide.txt"])
        let moved = space.root.appendingPathComponent("Fixtures/__Snapshots__/Narrow/narrow.txt")
        #expect(FileManager.default.fileExists(atPath: moved.path))
    }

    @Test("prune keeps the snapshot a renamed preview will take over, and deletes truly stale ones")
    func pruneKeepsMovedSnapshots() throws {
        let narrow = "\n#Preview(\"narrow\", traits: .sizeThatFitsLayout) {\n    Color.blue.frame(width: 10, height: 20)\n}\n"
        let space = try workspace("import SwiftUI\n" + narrow)
        defer { try? FileManager.default.removeItem(at: space.root) }
        try ("import SwiftUI\n" + narrow.replacingOccurrences(of: "\"narrow\"", with: "\"slim\"")).write(to: space.file, atomically: true, encoding: .utf8)
        let stale = space.snapshots.appendingPathComponent("gone.txt")
        try String(contentsOf: space.snapshots.appendingPathComponent("narrow.txt"), encoding: .utf8)
            .replacingOccurrences(of: "width: 10", with: "width: 11").write(to: stale, atomically: true, encoding: .utf8)
        let prune = run(["prune", space.fixtures])
        #expect(prune.status == 0, "\(prune.error)")
        #expect(prune.output.contains("keeping \(space.snapshots.path)/narrow.txt: the preview moved to Boxes/slim"), "\(prune.output)")
        #expect(prune.output.contains("1 stale snapshot deleted."))
        #expect(try space.snapshotNames() == ["narrow.txt"])
        #expect(run(["check", space.fixtures, "--out", space.report("r1"), "--record", "never"]).output.contains("1 renamed"))
    }

    @Test("Snapshots recorded before sources were kept are matched by their layout")
    func olderSnapshotsWithoutSource() throws {
        let space = try workspace(Self.header + Self.untitled([10, 20]))
        defer { try? FileManager.default.removeItem(at: space.root) }
        for name in try space.snapshotNames() {
            let url = space.snapshots.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            let cut = try #require(text.range(of: "source:\n"))
            try String(text[..<cut.lowerBound]).write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(run(["check", space.fixtures, "--out", space.report("r1"), "--record", "never"]).status == 0,
                "old snapshots still read and compare")
        try space.write(Self.header + Self.untitled([40, 10, 20]))
        let result = run(["check", space.fixtures, "--out", space.report("r2"), "--record", "never"])
        #expect(result.output.contains("0 changed, 1 added, 2 renamed, 0 removed"), "\(result.output)")
    }

    @Test("The snapshot keeps the preview's source text")
    func sourceIsRecorded() throws {
        let space = try workspace(Self.header + Self.untitled([10]))
        defer { try? FileManager.default.removeItem(at: space.root) }
        let text = try String(contentsOf: space.snapshots.appendingPathComponent("box-1.txt"), encoding: .utf8)
        #expect(text.hasSuffix("source:\n| #Preview(traits: .sizeThatFitsLayout) {\n|     Box(width: 10)\n| }\n"), "\(text)")
    }
}
