import Testing
import JSONParsing
import LayoutEngine
@testable import Snapshots

@Suite("summary.json, junit.xml, summary.md")
struct ReportTests {
    func summary() -> CheckSummary {
        let before = snapshot(seed001(priorityOnLast: true)), after = snapshot(seed001(priorityOnLast: true), width: 600)
        let changed = CheckedScenario(fixture: "Fixtures/seed-001.swift", scenario: "priority", id: "seed-001/priority",
                                      snapshotPath: "Fixtures/__Snapshots__/seed-001/priority.txt",
                                      comparison: ScenarioComparison(before: before, after: after), before: before, after: after)
        let same = CheckedScenario(fixture: "Fixtures/seed-001.swift", scenario: "first <&>", id: "seed-001/first",
                                   snapshotPath: "Fixtures/__Snapshots__/seed-001/first.txt",
                                   comparison: ScenarioComparison(before: before, after: before), before: before, after: before)
        return CheckSummary(scenarios: [changed, same])
    }

    @Test("summary.json has the schema, counts and deltas, and parses back")
    func json() throws {
        let text = summary().json.serialized(pretty: true)
        let parsed = try JSONValue(parsing: text)
        #expect(parsed["schema"]?.stringValue == "layoutlens.summary/2")
        // What approve reads back passes the schema check it applies (issue 19).
        let roots = try SummarySchema.validate(parsed)
        #expect(roots.map(\.kind) == [.besideFixtures])
        #expect(parsed["counts"]?["changed"]?.numberValue == 1)
        #expect(parsed["counts"]?["unchanged"]?.numberValue == 1)
        let changes = parsed["scenarios"]?.arrayValue?.first?["changes"]?.arrayValue
        // Yellow: 300 → 290 (see ComparisonTests.whyNamesProposal).
        #expect(changes?.contains { $0["path"]?.stringValue == "frame/HStack[2]/layoutPriority/relativeProposed/Color"
            && $0["delta"]?["width"]?.numberValue == -10 } == true)
        #expect(text == summary().json.serialized(pretty: true))
    }

    @Test("junit.xml: one test case per scenario, failures list deltas, text escaped")
    func junit() {
        let xml = summary().junitXML()
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
        #expect(xml.contains("name=\"first &lt;&amp;&gt;\" file=\"Fixtures/seed-001.swift\"/>"))
        #expect(xml.contains("Color.yellow in the HStack: x 320 → 310 (-10), w 300 → 290 (-10)"))
    }

    @Test("GitHub annotations: one line per difference, properties and message escaped")
    func githubAnnotations() {
        var summary = summary()
        summary.scenarios[0].fixture = "Fix,tures/a:b%.swift"
        summary.scenarios[0].scenario = "pri, ority"
        summary.scenarios[0].line = 7
        let text = summary.githubAnnotations()
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1, "the unchanged scenario gets none")
        // The runner's escaping: % → %25, CR/LF → %0D/%0A, and in properties also : → %3A, , → %2C.
        #expect(lines[0].hasPrefix("::error file=Fix%2Ctures/a%3Ab%25.swift,line=7,title=layout changed%3A pri%2C ority::seed-001/priority: "))
        #expect(lines[0].contains("%0A"))
        summary.scenarios[0].recorded = true
        #expect(summary.githubAnnotations().isEmpty, "a difference this run recorded is not annotated")
    }

    @Test("summary.md: a table of changed scenarios, cut with a notice when too long")
    func markdown() {
        let text = summary().markdown()
        #expect(text.contains("| [seed-001/priority](index.html#seed-001-priority) | changed |"))
        var many = summary()
        many.scenarios = Array(repeating: many.scenarios[0], count: 200)
        let cut = many.markdown(limit: 2_000)
        #expect(cut.utf8.count <= 2_000)
        #expect(cut.contains("more rows cut"))
    }

    @Test("Reading JSON back rejects malformed input", arguments: ["", "{", "[1,", "{\"a\" 1}", "\"\\u12\"", "tru"])
    func malformedJSON(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }
}
