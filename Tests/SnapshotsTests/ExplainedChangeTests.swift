import LayoutEngine
import Testing
@testable import Snapshots

/// The report's why, told in the explanation's sentences: the first step of the recorded story
/// whose proposal or answer differs from the current one.
@Suite("The why of a change, step by step")
struct ExplainedChangeTests {
    @Test("Removing the priority (seed 001): the HStack now offers blue 200 where it offered yellow 600")
    func priorityRemoved() throws {
        // Seed 001, "Layout priority": with priority 1 the yellow group is served first and is
        // proposed "the entire available space (minus spacing) = 600 pt"; without it, blue comes
        // first and gets one third, (620 − 20) / 3 = 200. Steps 1–2 (canvas → frame → HStack)
        // are the same; step 3 is the first offer.
        let before = snapshot(seed001(priorityOnLast: true)), after = snapshot(seed001(priorityOnLast: false))
        let change = try #require(ExplainedChange(before: before, after: after))
        #expect(change.step == 3)
        #expect(change.before == "HStack proposes 600 × 80 to layoutPriority.")
        #expect(change.after == "HStack proposes 200 × 80 to Color.blue.")
        #expect(ExplainedChange(before: before, after: before) == nil)
    }

    @Test("The report shows the step, before and after, escaped")
    func inTheReport() throws {
        let before = snapshot(seed001(priorityOnLast: true)), after = snapshot(seed001(priorityOnLast: false))
        let changed = CheckedScenario(fixture: "Fixtures/seed-001.swift", scenario: "priority", id: "seed-001/priority",
                                      snapshotPath: "Fixtures/__Snapshots__/seed-001/priority.txt",
                                      comparison: ScenarioComparison(before: before, after: after), before: before, after: after)
        let html = try CheckReport(summary: CheckSummary(scenarios: [changed]), summaryPath: "summary.json").html()
        #expect(html.contains("<strong>First step that differs (step 3):</strong>"))
        #expect(html.contains("<li>before: HStack proposes 600 × 80 to layoutPriority.</li><li>after: HStack proposes 200 × 80 to Color.blue.</li>"))
        // The current story as a step-through on its own copy of the after diagram.
        #expect(html.contains("<div class=\"report-steps\" data-step-host>"))
        #expect(html.contains("data-step=\"3\" data-kind=\"proposal\" data-subject=\"frame/HStack[0]/Color\""))
        #expect(html.contains(">HStack proposes 200 × 80 to Color.blue.</li>"))
        #expect(html.components(separatedBy: "explain-script").count == 1)  // the partial's comment is not output
        #expect(html.contains("section.step-through"))
    }
}
