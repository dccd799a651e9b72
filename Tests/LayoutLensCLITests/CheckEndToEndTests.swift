import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// The CI workflow of issue 7, end to end through `layoutlens check`/`approve`/`prune` on a copy
/// of seed 001's fixture (Ole Begemann: the priority scene is blue 150, green 150, yellow 300).
@Suite("check, approve and prune end to end", .serialized)
struct CheckEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    /// A fresh folder holding a copy of seed 001's fixture.
    func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-check-\(UUID().uuidString)")
        let fixtures = folder.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Fixtures/seed-001-relative-size.swift"),
                                         to: fixtures.appendingPathComponent("seed-001-relative-size.swift"))
        return folder
    }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("record → unchanged → change → report → approve → unchanged")
    func workflow() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("Fixtures").path
        let file = folder.appendingPathComponent("Fixtures/seed-001-relative-size.swift")

        // 1. Record: four scenarios, four snapshots beside the fixture.
        let record = run(["check", fixtures, "--out", folder.appendingPathComponent("r1").path, "--record", "missing"])
        #expect(record.status == 0, "\(record.error)")
        let snapshots = folder.appendingPathComponent("Fixtures/__Snapshots__/seed-001-relative-size")
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.path).count == 4)

        // 2. Unchanged fixtures: exit 0.
        let same = run(["check", fixtures, "--out", folder.appendingPathComponent("r2").path, "--record", "never"])
        #expect(same.status == 0)
        #expect(same.output.contains("4 unchanged"))

        // 3. Change one number: the priority scene's fraction 0.5 → 0.25. Yellow becomes
        //    600 × 0.25 = 150 (was 300); blue and green (600 − 150) / 2 = 225 (were 150).
        var source = try read(file)
        let range = try #require(source.range(of: "width: 0.5)\n            .layoutPriority(1)"))
        source.replaceSubrange(range, with: "width: 0.25)\n            .layoutPriority(1)")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("r3")
        let changed = run(["check", fixtures, "--out", report.path, "--record", "never"])
        #expect(changed.status == 1)
        // Each delta names the view in words and the line it is written on (Color.yellow: line 45).
        #expect(changed.output.contains("the Color.yellow in the HStack (\(fixtures)/seed-001-relative-size.swift:45): x 320 → 470 (+150), w 300 → 150 (-150)"))
        #expect(changed.output.contains("Color.blue in the HStack (\(fixtures)/seed-001-relative-size.swift:43): w 150 → 225 (+75)"))
        // The first event that differs: the modifier offered 600 proposes 600 × 0.25 = 150, not 300.
        // Version 2 snapshots have no trace: the why names where the change starts, the yellow
        // group inside the HStack, whose own frame stays 600 wide.
        #expect(changed.output.contains("why: the layoutPriority around the relativeProposed around the Color.yellow in the HStack "
                                        + "changed inside the HStack, which kept its frame: x 320 → 470 (+150), w 300 → 150 (-150)"))

        // The artifacts say the same.
        let summary = try read(report.appendingPathComponent("summary.json"))
        #expect(summary.contains("\"changed\": 1"))
        #expect(summary.contains("\"width\": -150"))
        #expect(try read(report.appendingPathComponent("junit.xml")).contains("Color.yellow in the HStack (\(fixtures)/seed-001-relative-size.swift:45): x 320 → 470 (+150), w 300 → 150 (-150)"))
        #expect(try read(report.appendingPathComponent("summary.md")).contains("| [seed-001-relative-size/relative-size-with-priority](index.html#seed-001-relative-size-relative-size-with-priority) | changed |"))
        let html = try read(report.appendingPathComponent("index.html"))
        #expect(html.contains("<figcaption>Before</figcaption><svg"))
        #expect(html.contains("<figcaption>After</figcaption><svg"))
        #expect(html.contains("relative size with priority"))
        #expect(html.contains("1 scenario differs"))

        // 4. Approve, then check again: exit 0.
        let approve = run(["approve", "--from", report.appendingPathComponent("summary.json").path, fixtures])
        #expect(approve.status == 0, "\(approve.error)")
        #expect(approve.output.contains("Approved 1 change."))
        let after = run(["check", fixtures, "--out", folder.appendingPathComponent("r4").path, "--record", "never"])
        #expect(after.status == 0, "\(after.output)")
    }

    @Test("A missing baseline under --require-baseline exits 3 and records nothing")
    func requireBaseline() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline").path
        let result = run(["check", folder.appendingPathComponent("Fixtures").path, "--out", folder.appendingPathComponent("r").path,
                          "--baseline", baseline, "--require-baseline"])
        #expect(result.status == 3)
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    @Test("Without recording, a scenario with no snapshot fails as added")
    func addedFails() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["check", folder.appendingPathComponent("Fixtures").path, "--out", folder.appendingPathComponent("r").path,
                          "--record", "never"])
        #expect(result.status == 1)
        #expect(result.output.contains("4 added"))
    }

    @Test("prune lists, then deletes, snapshots of scenarios that are gone")
    func prune() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("Fixtures").path
        #expect(run(["check", fixtures, "--out", folder.appendingPathComponent("r").path, "--record", "all"]).status == 0)
        let stale = folder.appendingPathComponent("Fixtures/__Snapshots__/seed-001-relative-size/gone.txt")
        try "# layoutlens.snapshot/1\n".write(to: stale, atomically: true, encoding: .utf8)
        let dry = run(["prune", fixtures, "--dry-run"])
        #expect(dry.output.contains("would delete \(stale.path)"))
        #expect(FileManager.default.fileExists(atPath: stale.path))
        #expect(run(["prune", fixtures]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    /// A workspace whose seed 001 fixture changed after recording (spacing 10 → 20), checked into
    /// the report folder `r2`: the folder (to delete) and the report's index.html.
    func changedReport() throws -> (folder: URL, index: URL) {
        let folder = try workspace()
        let fixtures = folder.appendingPathComponent("Fixtures").path
        #expect(run(["check", fixtures, "--out", folder.appendingPathComponent("r1").path, "--record", "all"]).status == 0)
        let file = folder.appendingPathComponent("Fixtures/seed-001-relative-size.swift")
        try read(file).replacingOccurrences(of: "spacing: 10", with: "spacing: 20").write(to: file, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("r2")
        #expect(run(["check", fixtures, "--out", report.path, "--record", "never"]).status == 1)
        return (folder, report.appendingPathComponent("index.html"))
    }

    @Test("Every SVG of the report passes xmllint", .requires(.xmllint))
    func reportSVGsAreWellFormed() throws {
        let (folder, index) = try changedReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try read(index)
        // Every inline <svg>…</svg> is a well-formed document on its own.
        var svgs: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            svgs.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        // Four scenarios changed; each shows before, after, diff, two onion layers and the after
        // diagram its step-through draws on (report-steps.html).
        #expect(svgs.count == 4 * 6)
        for (index, svg) in svgs.enumerated() {
            let path = folder.appendingPathComponent("part-\(index).svg")
            try svg.write(to: path, atomically: true, encoding: .utf8)
            let result = try ExternalTool.xmllint.run(["--noout", path.path])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test("The report opens in Chromium without console messages", .requires(.chromium))
    func reportInBrowser() throws {
        let (folder, index) = try changedReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try HeadlessChromium.load("file://" + index.path)
        #expect(dom.console.isEmpty, "console: \(dom.console)")
        #expect(dom.output.contains("relative size with priority"))
    }

    @Test("A corrupt snapshot is reported with its path, kept, and exits 2")
    func corruptSnapshot() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("Fixtures").path
        #expect(run(["check", fixtures, "--out", folder.appendingPathComponent("r1").path, "--record", "all"]).status == 0)
        let snapshot = folder.appendingPathComponent("Fixtures/__Snapshots__/seed-001-relative-size/relative-size-first.txt")
        try "garbage\n".write(to: snapshot, atomically: true, encoding: .utf8)
        let result = run(["check", fixtures, "--out", folder.appendingPathComponent("r2").path, "--record", "missing"])
        #expect(result.status == 2)
        #expect(result.error.contains("relative-size-first.txt: error: line 1: not a layoutlens snapshot"))
        #expect(try read(snapshot) == "garbage\n")
    }

    @Test("Bad usage exits 2 with a hint")
    func usage() {
        let result = run(["check", "Fixtures", "--out", "x", "--fail-on", "changd"])
        #expect(result.status == 2)
        #expect(result.error.contains("unknown kind 'changd'"))
    }
}
