import Templating

/// `junit.xml`: one test case per scenario (with the fixture's `file` and the preview's `line`); a changed, added or removed scenario is a failure
/// whose message lists its largest deltas, so CI systems show them without opening the report.
extension CheckSummary {
    public func junitXML(suiteName: String = "layoutlens") -> String {
        let failures = scenarios.filter { $0.status != .unchanged }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(HTMLEscaping.escape(suiteName))\" tests=\"\(scenarios.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"\(HTMLEscaping.escape(suiteName))\" tests=\"\(scenarios.count)\" failures=\"\(failures)\">"]
        for scenario in scenarios {
            // `file` and `line` (the preview's) let annotation actions point at the source.
            let open = "    <testcase classname=\"\(HTMLEscaping.escape(scenario.fixture))\" name=\"\(HTMLEscaping.escape(scenario.scenario))\""
                + " file=\"\(HTMLEscaping.escape(scenario.fixture))\"" + (scenario.line.map { " line=\"\($0)\"" } ?? "")
            guard scenario.status != .unchanged else { lines.append(open + "/>"); continue }
            lines.append(open + ">")
            lines.append("      <failure message=\"\(HTMLEscaping.escape(scenario.headline))\" type=\"\(scenario.status.rawValue)\">"
                + HTMLEscaping.escape(scenario.details(limit: 10).joined(separator: "\n")) + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
