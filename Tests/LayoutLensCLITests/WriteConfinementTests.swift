import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// Issue 19's write and delete holes, end to end through the commands: each listed attack is
/// tried in a sandbox folder, and the sandbox is listed before and after to show that nothing
/// outside the command's own folders changed.
@Suite("check, approve and prune never write or delete outside their folders", .serialized)
struct WriteConfinementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.error)
    }

    /// `<sandbox>/repo/.git`, `<sandbox>/repo/Fixtures/seed-001-relative-size.swift`, and
    /// `<sandbox>/outside/victim.txt` with `<sandbox>/outside/sub/deep.txt`.
    func sandbox() throws -> String {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("layoutlens-confine-\(UUID().uuidString)").path
        for path in ["/repo/.git", "/repo/Fixtures", "/outside/sub"] {
            try FileManager.default.createDirectory(atPath: folder + path, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("Fixtures/seed-001-relative-size.swift").path,
                                         toPath: folder + "/repo/Fixtures/seed-001-relative-size.swift")
        try "victim".write(toFile: folder + "/outside/victim.txt", atomically: true, encoding: .utf8)
        try "deep".write(toFile: folder + "/outside/sub/deep.txt", atomically: true, encoding: .utf8)
        return folder
    }

    /// Every entry below `folder` (links not followed) with its size, sorted.
    func listing(_ folder: String, excluding: [String] = []) -> [String] {
        var result: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            Issue.record("cannot list \(folder)")
            return []
        }
        while let relative = enumerator.nextObject() as? String {
            if excluding.contains(where: { relative.hasPrefix($0) }) { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + relative)[.size] as? Int) ?? -1
            result.append("\(relative) \(size)")
        }
        return result.sorted()
    }

    @Test("A fixture named '...swift' cannot make check --record all write outside __Snapshots__")
    func dotsFixture() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = folder + "/repo/Fixtures/...swift"
        try FileManager.default.copyItem(atPath: folder + "/repo/Fixtures/seed-001-relative-size.swift", toPath: fixture)
        let before = listing(folder, excluding: ["repo/report", "repo/Fixtures/__Snapshots__/seed-001"])
        let result = run(["check", fixture, "--out", folder + "/repo/report", "--record", "all"])
        #expect(result.status == 2)
        #expect(result.error.contains("refusing to change"), "\(result.error)")
        #expect(listing(folder, excluding: ["repo/report", "repo/Fixtures/__Snapshots__/seed-001"]) == before)
    }

    @Test("prune never follows a link inside __Snapshots__")
    func pruneLink() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/repo/Fixtures"
        #expect(run(["check", fixtures, "--out", folder + "/repo/r", "--record", "all"]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: fixtures + "/__Snapshots__/linked", withDestinationPath: folder + "/outside")
        try FileManager.default.createSymbolicLink(atPath: fixtures + "/__Snapshots__/seed-001-relative-size/victim.txt",
                                                   withDestinationPath: folder + "/outside/victim.txt")
        let before = listing(folder + "/outside")
        let result = run(["prune", fixtures])
        #expect(result.status == 0, "\(result.error)")
        #expect(listing(folder + "/outside") == before)
        #expect(try String(contentsOfFile: folder + "/outside/victim.txt", encoding: .utf8) == "victim")
    }

    @Test("A doctored summary.json deletes nothing and writes nothing outside the snapshot folder")
    func doctoredSummary() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/repo/Fixtures"
        let file = fixtures + "/seed-001-relative-size.swift"
        #expect(run(["check", fixtures, "--out", folder + "/repo/r1", "--record", "all"]).status == 0)
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "spacing: 10", with: "spacing: 20")
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(["check", fixtures, "--out", folder + "/repo/r2", "--record", "never"]).status == 1)
        let genuine = try String(contentsOfFile: folder + "/repo/r2/summary.json", encoding: .utf8)
        let snapshots = fixtures + "/__Snapshots__"
        let doctorings: [(String, String)] = [
            ("\"absolute\": \"\(snapshots)\"", "\"absolute\": \"/\""),
            ("\"absolute\": \"\(snapshots)\"", "\"absolute\": \"\(folder)/outside\""),
            ("\"kind\": \"besideFixtures\"", "\"kind\": \"baseline\""),
            ("\"snapshotFile\": \"seed-001-relative-size/", "\"snapshotFile\": \"../../../outside/"),
            ("\"status\": \"changed\"", "\"status\": \"removed\",\"snapshotFile\": \"sub\""),
        ]
        let before = listing(folder, excluding: ["repo/r"])
        for (index, (original, replacement)) in doctorings.enumerated() {
            #expect(genuine.contains(original), "\(original)")
            let doctored = folder + "/repo/r2/doctored-\(index).json"
            try genuine.replacingOccurrences(of: original, with: replacement).write(toFile: doctored, atomically: true, encoding: .utf8)
            // The sandbox's fixtures are named as inputs: without them approve would take the
            // snapshot folders of the git repository this test process runs in (the real
            // repository), and a doctoring that slipped through would change them.
            let result = run(["approve", fixtures, "--from", doctored])
            #expect(result.status == 2, "\(index): \(result.output)")
            #expect(result.error.hasPrefix("error: "), "\(result.error)")
        }
        #expect(listing(folder, excluding: ["repo/r"]) == before)
    }

    @Test("approve run from '/' with the fixtures as its inputs writes the check's own snapshot folder (issues 17, 36)",
          .enabled(if: LayoutLensExecutable.isBuilt || ExternalTool.toolsRequired,
                   "\(LayoutLensExecutable.path) is not built (swift build builds it)"))
    func approveFromRoot() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/repo/Fixtures"
        let file = fixtures + "/seed-001-relative-size.swift"
        #expect(run(["check", fixtures, "--out", folder + "/repo/r1", "--record", "all"]).status == 0)
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "spacing: 10", with: "spacing: 20")
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(["check", fixtures, "--out", folder + "/repo/r2", "--record", "never"]).status == 1)
        // Run from '/' in a process of its own (LayoutLensExecutable says why).
        func approveFromRoot(_ extra: [String]) throws -> (status: Int32, text: String) {
            let result = try LayoutLensExecutable.run(["approve", "--from", folder + "/repo/r2/summary.json"] + extra, in: "/")
            return (result.status, result.output)
        }
        // Without inputs, '/' is in no repository: approve derives no folder, and refuses the summary's by name.
        let refused = try approveFromRoot([])
        #expect(refused.status == 2 && refused.text.contains("'\(fixtures)/__Snapshots__'"), "\(refused.text)")
        let (status, text) = try approveFromRoot([fixtures])
        #expect(status == 0, "\(text)")
        #expect(text.contains("→ \(fixtures)/__Snapshots__/seed-001-relative-size/"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: "/Fixtures"))
        #expect(run(["check", fixtures, "--out", folder + "/repo/r3", "--record", "never"]).status == 0)
    }

    @Test("approve --filter is a glob: a catastrophic regular expression is just a pattern that matches nothing")
    func catastrophicFilter() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run(["check", folder + "/repo/Fixtures", "--out", folder + "/repo/r", "--record", "never"]).status == 1)
        let result = run(["approve", folder + "/repo/Fixtures", "--from", folder + "/repo/r/summary.json", "--filter", "^(a+)+$"])
        #expect(result.status == 0)
        #expect(result.output.contains("Approved 0 changes."))
    }
}
