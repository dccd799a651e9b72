import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// Issue 17, item 5: the report is a page to triage with. Three bundled fixtures: seed 001 with
/// its HStack spacing 10 → 14 (four scenarios change), seed 004's "top" preview renamed, seed
/// 002 untouched.
@Suite("report for triage", .serialized,
       .enabled(if: LayoutLensExecutable.isBuilt || ExternalTool.toolsRequired, "\(LayoutLensExecutable.path) is not built (swift build builds it)"))
struct ReportTriageTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    struct Report {
        var root: URL
        var html: String
        var page: URL { root.appendingPathComponent("report/index.html") }
    }

    func report(_ extra: [String] = []) throws -> Report {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-triage-\(UUID().uuidString)")
        let fixtures = root.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        for name in ["seed-001-relative-size", "seed-002-hstack-flexibility", "seed-004-hstack-alignment"] {
            try FileManager.default.copyItem(at: CheckEndToEndTests.repository.appendingPathComponent("Fixtures/\(name).swift"),
                                             to: fixtures.appendingPathComponent("\(name).swift"))
        }
        #expect(run(["check", fixtures.path, "--out", root.appendingPathComponent("r0").path, "--record", "all"]).status == 0)
        func edit(_ name: String, _ old: String, _ new: String) throws {
            let url = fixtures.appendingPathComponent(name)
            try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        try edit("seed-001-relative-size.swift", "spacing: 10", "spacing: 14")
        try edit("seed-004-hstack-alignment.swift", "#Preview(\"top\"", "#Preview(\"top aligned\"")
        // Run from the workspace, with relative paths, as CI does: in a process of its own
        // (LayoutLensExecutable says why).
        let result = try LayoutLensExecutable.run(["check", "Fixtures", "--out", "report", "--record", "never"] + extra, in: root.path)
        #expect(result.status == 1, "\(result.output)")
        return Report(root: root, html: try String(contentsOf: root.appendingPathComponent("report/index.html"), encoding: .utf8))
    }

    @Test func scenariosAreGroupedByFileWithUnchangedOnesCollapsed() throws {
        let report = try report()
        defer { try? FileManager.default.removeItem(at: report.root) }
        let html = report.html
        // Files with differences first, in order; the untouched file last.
        let groups = html.components(separatedBy: "<section class=\"file-group\"").dropFirst().map { $0.prefix(400) }
        #expect(groups.count == 3)
        #expect(groups[0].contains("Fixtures/seed-001-relative-size.swift</a><span class=\"counts\">4 changed</span>"))
        #expect(groups[1].contains("Fixtures/seed-004-hstack-alignment.swift</a><span class=\"counts\">1 renamed · 3 unchanged</span>"))
        #expect(groups[2].contains("Fixtures/seed-002-hstack-flexibility.swift</a><span class=\"counts\">4 unchanged</span>"))
        // Unchanged scenarios sit in a closed <details>.
        #expect(html.contains("<details class=\"unchanged-group\"><summary>4 unchanged</summary>"))
        #expect(!html.contains("<details class=\"unchanged-group\" open"))
    }

    @Test func eachScenarioLinksToItsFileAndLineAndShowsItsSourceDiff() throws {
        let report = try report()
        defer { try? FileManager.default.removeItem(at: report.root) }
        // Relative to the report folder: ../Fixtures/…, line of `#Preview("relative size first"` (9).
        #expect(report.html.contains("<a href=\"../Fixtures/seed-001-relative-size.swift#L9\">Fixtures/seed-001-relative-size.swift:9</a>"))
        #expect(report.html.contains("<span class=\"removed\">-     HStack(spacing: 10) {</span><span class=\"inserted\">+     HStack(spacing: 14) {</span>"))
        #expect(report.html.contains("<strong>renamed from seed-004-hstack-alignment/top</strong>"))
        // A renamed scenario with the same frames shows its source diff and no diagrams.
        let renamed = try #require(report.html.range(of: "id=\"seed-004-hstack-alignment-top-aligned\""))
        let section = String(report.html[renamed.lowerBound...]).components(separatedBy: "</section>")[0]
        #expect(section.contains("<span class=\"removed\">- #Preview(&quot;top&quot;, traits: .fixedLayout(width: 240, height: 100)) {</span>"))
        #expect(!section.contains("<figcaption>Before</figcaption>"))
        let linked = try self.report(["--source-link", "https://example.com/blob/abc/{file}#L{line}"])
        defer { try? FileManager.default.removeItem(at: linked.root) }
        #expect(linked.html.contains("<a href=\"https://example.com/blob/abc/Fixtures/seed-001-relative-size.swift#L9\">"))
    }

    @Test func oneNumberFormatThroughoutThePage() throws {
        let report = try report()
        defer { try? FileManager.default.removeItem(at: report.root) }
        // Spacing 14 leaves 620 − 2 × 14 = 592 pt; the first scene gives blue a third of its
        // offer... whatever the values, every number on the page has at most two decimals
        // (ReportNumber), as the diagrams' labels do: 246.67, never 246.667.
        let regex = try Regex("[0-9]\\.[0-9]{3}")
        // Glyphs are placed with a font-units-to-points scale (`scale(0.008339)`, or
        // `scale(0.006048 0.006037)` when the widths are calibrated apart from the heights), not a
        // number shown to the reader: left out of the check.
        let shown = report.html.replacing(try Regex(#"scale\([0-9. ]+\)"#), with: "scale()")
        #expect(shown.firstMatch(of: regex) == nil, "a number with three decimals")
        #expect(report.html.contains("Color.green in the "))
        #expect(report.html.contains(": x 110 → 112.67 (+2.67), w 250 → 246.67 (-3.33)"))
    }

    @Test func scriptControlsAreHiddenUntilTheScriptRuns() throws {
        let report = try report()
        defer { try? FileManager.default.removeItem(at: report.root) }
        let html = report.html
        #expect(html.contains("html:not(.js) .js-only{display:none!important}"))
        #expect(html.contains("<div class=\"tools js-only\">"))
        #expect(html.contains("<div class=\"approve-all js-only\""))
        #expect(html.contains("<button type=\"button\" class=\"copy js-only\" data-copy=\"layoutlens approve --from report/summary.json --filter"))
        #expect(html.contains("<input class=\"onion-slider js-only\""))
    }

    @Test(.requires(.chromium)) func chipsFilterInTheBrowserAndTheScriptRuns() throws {
        let report = try report()
        defer { try? FileManager.default.removeItem(at: report.root) }
        // The status filter in the URL, as a chip click leaves it: only the renamed scenario shows,
        // and "approve all shown" names exactly it.
        let page = try HeadlessChromium.load("file://" + report.page.path + "#?status=renamed")
        #expect(page.console.isEmpty, "console: \(page.console)")
        let dom = page.output
        #expect(dom.contains("<html lang=\"en\" class=\"js\">"))
        #expect(dom.contains("class=\"scenario renamed difference\""))
        #expect(!dom.contains("class=\"scenario changed difference\""), "changed scenarios are filtered out")
        #expect(dom.contains("id=\"approve-all\">layoutlens approve --from report/summary.json --filter 'seed-004-hstack-alignment/top-aligned'</code>"))
        let all = try HeadlessChromium.load("file://" + report.page.path).output
        #expect(all.contains("Approve all shown (<span id=\"approve-count\">5</span>): <code id=\"approve-all\">layoutlens approve --from report/summary.json</code>"))
    }

    @Test func approveAllShownTakesOneFilterPerScenario() throws {
        let report = try report()
        defer { try? FileManager.default.removeItem(at: report.root) }
        let summary = report.root.appendingPathComponent("report/summary.json").path
        let approve = run(["approve", "--from", summary, "--filter", "seed-001-relative-size/relative-size-first",
                           "--filter", "seed-004-hstack-alignment/top-aligned", report.root.appendingPathComponent("Fixtures").path])
        #expect(approve.status == 0, "\(approve.error)")
        // Two scenarios: one recorded, one recorded under its new name with its old file deleted.
        #expect(approve.output.contains("recorded seed-001-relative-size/relative-size-first"))
        #expect(approve.output.contains("recorded seed-004-hstack-alignment/top-aligned"))
        #expect(!approve.output.contains("relative-size-middle"))
    }
}
