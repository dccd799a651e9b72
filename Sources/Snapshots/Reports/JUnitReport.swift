/// `junit.xml`: one test case per scenario; a changed, added or removed scenario is a failure
/// whose message lists its largest deltas, so CI systems show them without opening the report.
extension CheckSummary {
    public func junitXML(suiteName: String = "layoutlens") -> String {
        let failures = scenarios.filter { $0.status != .unchanged }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(XMLText.escape(suiteName))\" tests=\"\(scenarios.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"\(XMLText.escape(suiteName))\" tests=\"\(scenarios.count)\" failures=\"\(failures)\">"]
        for scenario in scenarios {
            let open = "    <testcase classname=\"\(XMLText.escape(scenario.fixture))\" name=\"\(XMLText.escape(scenario.scenario))\""
            guard scenario.status != .unchanged else { lines.append(open + "/>"); continue }
            lines.append(open + ">")
            lines.append("      <failure message=\"\(XMLText.escape(scenario.headline))\" type=\"\(scenario.status.rawValue)\">"
                + XMLText.escape(scenario.details(limit: 10).joined(separator: "\n")) + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// XML escaping for text and attributes; characters XML 1.0 forbids are dropped.
public enum XMLText {
    public static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
