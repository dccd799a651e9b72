import LayoutEngine
/// `summary.md` for `$GITHUB_STEP_SUMMARY`: counts, then a table of the scenarios that differ
/// with their largest delta. Kept under `limit` bytes (GitHub caps step summaries at 1 MiB): rows
/// that do not fit are replaced by a notice.
extension CheckSummary {
    /// `reportPage`: how the summary's reader reaches the report page (`index.html` in the same
    /// folder, or the artifact's address).
    public func markdown(limit: Int = 1_000_000, reportPage: String = "index.html") -> String {
        let counts = ScenarioComparison.Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: " · ")
        var text = "## LayoutLens layout check\n\n\(counts)\n\n"
        let rows = differences
        guard !rows.isEmpty else { return text + "No layout changed.\n" }
        text += "| scenario | status | largest change | why |\n| --- | --- | --- | --- |\n"
        let anchors = reportAnchors
        for (index, scenario) in rows.enumerated() {
            let largest = scenario.comparison.largestChange?.summary ?? scenario.headline
            // Each scenario links to its section of the report (`index.html` beside this file).
            let link = "[\(Self.cell(scenario.id).replacingEvery("]", with: "\\]"))](\(reportPage)#\(anchors[scenario.id] ?? ""))"
            let row = "| \(link) | \(scenario.status.rawValue) | \(Self.cell(largest)) | \(Self.cell(scenario.comparison.why ?? "")) |\n"
            let notice = "\n_\(rows.count - index) more rows cut to keep this summary under \(limit / 1000) KB; see the report._\n"
            if text.utf8.count + row.utf8.count + notice.utf8.count > limit {
                return text + notice
            }
            text += row
        }
        return text
    }

    /// A table cell: pipes and newlines would break the row; HTML-ish text is escaped.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "|": result += "\\|"
            case "\n", "\r\n": result += " "
            case "<": result += "&lt;"
            default: result.append(character)
            }
        }
        return result
    }
}
