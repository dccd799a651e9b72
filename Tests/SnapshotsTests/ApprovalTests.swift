import Foundation
import Testing
@testable import Snapshots
import FileAccess

/// `approve` writes and deletes only snapshot files in the snapshot folders the check used,
/// whatever a (possibly doctored) summary.json says (issue 19), and finds those folders from any
/// working directory (issue 17).
@Suite("approve trusts nothing in summary.json", .serialized)
struct ApprovalTests {
    /// `<tmp>/repo/.git`, `<tmp>/repo/Fixtures/__Snapshots__/f/s.txt` (a snapshot), and
    /// `<tmp>/outside/victim.txt`.
    final class Workspace {
        let folder: String
        var repository: String { folder + "/repo" }
        var snapshots: String { repository + "/Fixtures/__Snapshots__" }
        var snapshot: String { snapshots + "/f/s.txt" }
        var victim: String { folder + "/outside/victim.txt" }
        let snapshotText = LayoutSnapshot(scenario: "s", file: "Fixtures/f.swift", proposal: .init(width: 10, height: 10),
                                          scale: 3, views: [], trace: []).text
        init() throws {
            folder = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
                .appendingPathComponent("layoutlens-approve-\(UUID().uuidString)").path
            for path in [repository + "/.git", snapshots + "/f", folder + "/outside"] {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            }
            try snapshotText.write(toFile: snapshot, atomically: true, encoding: .utf8)
            try "victim".write(toFile: victim, atomically: true, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func summary(status: String = "removed", file: String = "f/s.txt", root: String? = nil, kind: String = "besideFixtures",
                     relative: String = "\"Fixtures/__Snapshots__\"", recording: String? = nil, rootIndex: String = "0") -> String {
            let recordingJSON = recording.map { JSONValue.string($0).serialized() } ?? "null"
            return """
            {"schema": "layoutlens.summary/2", "baseline": null,
             "snapshotRoots": [{"kind": "\(kind)", "absolute": \(JSONValue.string(root ?? snapshots).serialized()),
                                "repository": null, "relative": \(relative)}],
             "counts": {},
             "scenarios": [{"id": "f/s", "file": "Fixtures/f.swift", "name": "s", "status": "\(status)", "snapshot": "x",
                            "snapshotRoot": \(rootIndex), "snapshotFile": \(JSONValue.string(file).serialized()), "why": null,
                            "changes": [], "addedViews": [], "removedViews": [], "recording": \(recordingJSON)}]}
            """
        }

        func approval(_ text: String, filter: String? = nil, baseline: String? = nil, in directory: String? = nil) throws -> Approval {
            try Approval(summaryText: text, filter: filter, baseline: baseline, workingDirectory: directory ?? repository)
        }
    }

    @Test("Doctored snapshot files are refused by the schema", arguments: [
        "../../outside/victim.txt", "/etc/hosts", "f/s.swift", "f/../s.txt", "s.txt", "a/b/c.txt", ".hidden/s.txt", "f/.txt",
        "f/s\u{0}.txt", "",
    ])
    func refusesFiles(file: String) throws {
        let workspace = try Workspace()
        #expect(throws: Approval.Problem.self) { try workspace.approval(workspace.summary(file: file)) }
    }

    @Test("Doctored roots are refused: '/', a folder not named __Snapshots__, a relative path, an output root")
    func refusesRoots() throws {
        let workspace = try Workspace()
        for root in ["/", workspace.folder + "/outside", "Fixtures/__Snapshots__", workspace.snapshots + "/../../outside"] {
            #expect(throws: Approval.Problem.self) { try workspace.approval(workspace.summary(root: root)) }
        }
        #expect(throws: Approval.Problem.self) { try workspace.approval(workspace.summary(kind: "output")) }
        #expect(throws: Approval.Problem.self) { try workspace.approval(workspace.summary(rootIndex: "1")) }
        #expect(throws: Approval.Problem.self) { try workspace.approval(workspace.summary(rootIndex: "0.5")) }
    }

    @Test("A baseline root needs approve's own --baseline, and the same folder")
    func baselineRoot() throws {
        let workspace = try Workspace()
        let text = workspace.summary(root: workspace.snapshots, kind: "baseline")
        #expect(throws: Approval.Problem.self) { try workspace.approval(text) }
        #expect(throws: Approval.Problem.self) { try workspace.approval(text, baseline: workspace.folder + "/outside") }
        let approval = try workspace.approval(text, baseline: workspace.snapshots)
        #expect(approval.actions == [.delete(id: "f/s", path: workspace.snapshot)])
    }

    @Test("A removed entry never deletes a folder, a link, or a file that is not a snapshot")
    func removalTargets() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: workspace.snapshots + "/f/dir.txt/inner", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.snapshots + "/f/link.txt", withDestinationPath: workspace.victim)
        try "notes".write(toFile: workspace.snapshots + "/f/notes.txt", atomically: true, encoding: .utf8)
        for file in ["f/dir.txt", "f/link.txt", "f/notes.txt"] {
            #expect(throws: Approval.Problem.self) { try workspace.approval(workspace.summary(file: file)) }
        }
        try FileManager.default.createSymbolicLink(atPath: workspace.snapshots + "/g", withDestinationPath: workspace.folder + "/outside")
        #expect(throws: (any Error).self) { try workspace.approval(workspace.summary(file: "g/victim.txt")).apply() }
        #expect(FileManager.default.fileExists(atPath: workspace.snapshots + "/f/dir.txt/inner"))
        #expect(try String(contentsOfFile: workspace.victim, encoding: .utf8) == "victim")
    }

    @Test("A removed snapshot is deleted; one already gone is skipped")
    func removal() throws {
        let workspace = try Workspace()
        let approval = try workspace.approval(workspace.summary())
        #expect(try approval.apply() == ["deleted f/s (\(workspace.snapshot))"])
        #expect(!FileManager.default.fileExists(atPath: workspace.snapshot))
        #expect(try workspace.approval(workspace.summary()).actions.isEmpty)
    }

    @Test("From inside the repository, approve writes the check's folder; from another checkout, the same place in it")
    func anchoring() throws {
        let workspace = try Workspace()
        let text = workspace.summary(status: "changed", recording: workspace.snapshotText)
        let fromInside = try workspace.approval(text, in: workspace.repository + "/Fixtures")
        #expect(fromInside.actions == [.record(id: "f/s", path: workspace.snapshot)])
        // From '/' there is no repository to derive a folder from: the summary's folder is refused by name.
        #expect { try workspace.approval(text, in: "/") } throws: { "\($0)".contains("'\(workspace.snapshots)'") }
        // The check ran elsewhere (a CI machine): its absolute folder is not here, but the
        // repository-relative one is, in the repository around the working directory.
        let elsewhere = workspace.summary(status: "changed", root: "/ci/build/repo/Fixtures/__Snapshots__",
                                          recording: workspace.snapshotText)
        #expect(try workspace.approval(elsewhere, in: workspace.repository + "/Fixtures").actions
                == [.record(id: "f/s", path: workspace.snapshot)])
        // Outside any repository the folder cannot be found: a clear refusal, nothing written.
        #expect { try workspace.approval(elsewhere, in: workspace.folder) } throws: { error in
            "\(error)".contains("is not there") && "\(error)".contains("run approve in the checkout the check ran in")
        }
    }

    @Test("A __Snapshots__ folder outside the repository approve runs in is refused by name, nothing written")
    func snapshotFolderOfAnotherRepositoryIsRefused() throws {
        let workspace = try Workspace()
        let foreign = workspace.folder + "/outside/__Snapshots__"
        try FileManager.default.createDirectory(atPath: foreign + "/f", withIntermediateDirectories: true)
        try workspace.snapshotText.write(toFile: foreign + "/f/s.txt", atomically: true, encoding: .utf8)
        for status in ["changed", "removed"] {
            let text = workspace.summary(status: status, root: foreign, relative: "null", recording: workspace.snapshotText)
            #expect { try workspace.approval(text) } throws: { "\($0)".contains("'\(foreign)'") && "\($0)".contains("refusing") }
        }
        #expect(try String(contentsOfFile: foreign + "/f/s.txt", encoding: .utf8) == workspace.snapshotText)
    }

    @Test("A __Snapshots__ folder reached through a linked parent is refused, even inside the repository")
    func snapshotFolderBehindALinkIsRefused() throws {
        let workspace = try Workspace()
        let target = workspace.folder + "/outside/real"
        try FileManager.default.createDirectory(atPath: target + "/__Snapshots__/f", withIntermediateDirectories: true)
        try workspace.snapshotText.write(toFile: target + "/__Snapshots__/f/s.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: workspace.repository + "/Linked", withDestinationPath: target)
        let linked = workspace.repository + "/Linked/__Snapshots__"
        let text = workspace.summary(root: linked, relative: "\"Linked/__Snapshots__\"")
        #expect { try workspace.approval(text) } throws: { "\($0)".contains("'\(linked)'") }
        #expect(FileManager.default.fileExists(atPath: target + "/__Snapshots__/f/s.txt"))
    }

    @Test("A changed snapshot that is not where the check left it is refused")
    func movedFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(atPath: workspace.snapshot)
        #expect { try workspace.approval(workspace.summary(status: "changed", recording: workspace.snapshotText)) } throws: { error in
            "\(error)".contains("not where the check left it")
        }
    }

    @Test("--filter is a glob over scenario ids")
    func filter() throws {
        let workspace = try Workspace()
        let text = workspace.summary()
        #expect(try workspace.approval(text, filter: "g/*").actions.isEmpty)
        #expect(try workspace.approval(text, filter: "f/*").actions.count == 1)
        #expect(try workspace.approval(text, filter: "f/s").actions.count == 1)
        #expect(throws: Approval.Problem.self) { try workspace.approval(text, filter: "[") }
    }

    @Test("Other files are refused, with the place that is wrong")
    func notASummary() throws {
        let workspace = try Workspace()
        #expect(throws: Approval.Problem.self) { try workspace.approval("{}") }
        #expect(throws: Approval.Problem.self) { try workspace.approval("not json") }
        #expect { try workspace.approval(workspace.summary(status: "exploded")) } throws: { error in
            "\(error)".contains("scenarios[0].status")
        }
        let old = workspace.summary().replacingOccurrences(of: "summary/2", with: "summary/1")
        #expect { try workspace.approval(old) } throws: { "\($0)".contains("run 'layoutlens check' again") }
    }
}

/// `GlobPattern`: bounded matching, whatever the pattern.
struct GlobPatternTests {
    @Test("Glob syntax", arguments: [
        ("seed-001/*", "seed-001/a", true), ("seed-001/*", "seed-002/a", false), ("*", "", true), ("?", "", false),
        ("a?c", "abc", true), ("[a-c]x", "bx", true), ("[!a-c]x", "bx", false), ("\\*", "*", true), ("\\*", "a", false),
        ("*/s", "f/g/s", true), ("f*s*", "fxxsyy", true), ("f*s", "fxxsyy", false),
    ])
    func syntax(pattern: String, text: String, matches: Bool) throws {
        #expect(try GlobPattern(pattern).matches(text) == matches)
    }

    @Test("A pattern that makes a backtracking regex explode answers at once")
    func bounded() throws {
        // `^(a+)+$` against "aaaa…b" takes exponential time in a backtracking engine; the glob
        // analogue with many stars does at most pattern × text steps (here 12 × 20 001).
        let text = String(repeating: "a", count: 20_000) + "b"
        #expect(try !GlobPattern("*a*a*a*a*a*a*a*a*a*a*a*c").matches(text))
        #expect(GlobPattern.escaped("a*[b]?") == "a\\*\\[b\\]\\?")
        #expect(try GlobPattern(GlobPattern.escaped("a*[b]?")).matches("a*[b]?"))
    }
}
