import FileAccess
import Foundation
import Testing
import LayoutEngine
import TestSupport
@testable import Snapshots

@Suite("The HTML report")
struct CheckReportTests {
    func summary() -> CheckSummary {
        let before = snapshot(seed001(priorityOnLast: true)), after = snapshot(seed001(priorityOnLast: false))
        let changed = CheckedScenario(fixture: "Fixtures/seed-001.swift", scenario: "priority <b>", id: "seed-001/priority",
                                      snapshotPath: "Fixtures/__Snapshots__/seed-001/priority.txt",
                                      comparison: ScenarioComparison(before: before, after: after), before: before, after: after)
        let same = CheckedScenario(fixture: "Fixtures/seed-001.swift", scenario: "same", id: "seed-001/same",
                                   snapshotPath: "Fixtures/__Snapshots__/seed-001/same.txt",
                                   comparison: ScenarioComparison(before: before, after: before), before: before, after: before)
        return CheckSummary(scenarios: [same, changed])
    }

    @Test("Changed scenario first with before, after, diff, table, why and approve command")
    func content() throws {
        let html = try CheckReport(summary: summary(), summaryPath: "report/summary.json").html()
        #expect(html.contains("Δ 1 changed"))
        #expect(html.contains("= 1 unchanged"))
        #expect(html.contains("priority &lt;b&gt;"))
        #expect(!html.contains("priority <b>"))
        #expect(html.contains("<figcaption>Before</figcaption><svg"))
        #expect(html.contains("class=\"onion-slider js-only\""))
        // Blue: 150 → 200 with the priority removed (seed 001), marked in the table.
        #expect(html.contains("<td class=\"delta\">150 → 200</td>"))
        // The quotes are HTML-escaped in the page; copied from the browser they are plain quotes.
        #expect(html.contains("layoutlens approve --from report/summary.json --filter seed-001/priority"))
        let changedAt = try #require(html.range(of: "id=\"seed-001-priority\""))
        let sameAt = try #require(html.range(of: "id=\"seed-001-same\""))
        #expect(changedAt.lowerBound < sameAt.lowerBound)
        // Self-contained: no external resources.
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("href=\"http"))
        #expect(html == (try CheckReport(summary: summary(), summaryPath: "report/summary.json").html()))
    }

    @Test("The report's SVG parts pass xmllint", .requires(.xmllint))
    func svgValid() throws {
        let scenario = summary().scenarios[1]
        let before = try #require(scenario.before), after = try #require(scenario.after)
        let diff = DiffDiagram(id: "ll-diff", before: before, after: after, comparison: scenario.comparison).svg
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("diff.svg")
        try diff.write(to: file, atomically: true, encoding: .utf8)
        let result = try ExternalTool.xmllint.run(["--noout", file.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(diff.contains("Δw +50 → 200"))
    }

    @Test("The writer puts exactly four files and the manifest listing them in the output folder")
    func writer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CheckReportWriter.write(summary(), to: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == (CheckReportWriter.files + [OutputManifest.fileName]).sorted())
        #expect(OutputManifest.read(in: folder) == Set(CheckReportWriter.files))
        // A second report replaces the first; a folder of someone else's files is refused by name.
        try CheckReportWriter.write(summary(), to: folder)
        let foreign = folder + "/foreign"
        try FileManager.default.createDirectory(atPath: foreign, withIntermediateDirectories: true)
        try "mine".write(toFile: foreign + "/index.html", atomically: true, encoding: .utf8)
        #expect { try CheckReportWriter.write(summary(), to: foreign) } throws: { "\($0)".contains("'\(foreign)' is not empty") }
        #expect(try String(contentsOfFile: foreign + "/index.html", encoding: .utf8) == "mine")
    }
}
