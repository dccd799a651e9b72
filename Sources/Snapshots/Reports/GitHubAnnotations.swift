import LayoutEngine
/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`) for the
/// scenarios that differ, so a pull request shows each layout change on the preview's source
/// line. Escaping follows the runner's rules: `%`, CR and LF in messages; also `:` and `,` in
/// property values.
extension CheckSummary {
    public func githubAnnotations() -> String {
        var lines: [String] = []
        for scenario in differences where !scenario.recorded {
            let level = scenario.status == .orphaned ? "warning" : "error"
            var properties = ["file=" + Self.property(scenario.fixture)]
            if let line = scenario.line { properties.append("line=\(line)") }
            properties.append("title=" + Self.property("layout \(scenario.status.rawValue): \(scenario.scenario)"))
            let message = ([scenario.headline] + scenario.details(limit: 6)).joined(separator: "\n")
            lines.append("::\(level) \(properties.joined(separator: ","))::\(Self.data(message))")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    public static func data(_ text: String) -> String {
        text.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    public static func property(_ text: String) -> String {
        data(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
