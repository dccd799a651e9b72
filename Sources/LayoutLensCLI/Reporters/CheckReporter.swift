import Snapshots

/// `check --reporter`: what standard output carries, in the formats other tools read (in the
/// spirit of SwiftLint's `--reporter`). The report folder is written the same either way; with
/// any reporter but `text` the closing "Checked N scenarios" line goes to standard error so
/// standard output is the document alone.
enum CheckReporter: String, CaseIterable {
    /// One line per difference, with detail lines, then the count (the default).
    case text
    /// `summary.json` (schema `layoutlens.summary/2`).
    case json
    /// `junit.xml`.
    case junit
    /// GitHub Actions workflow commands, one per difference (`::error file=…,line=…::…`).
    case githubActionsLogging = "github-actions-logging"
    /// GitLab's Code Quality report (a JSON array of issues).
    case gitlab
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif

    /// The document for `summary`, or nil for `text` (written line by line by the command).
    func document(_ summary: CheckSummary, baseline: String?) -> String? {
        switch self {
        case .text: return nil
        case .json: return summary.json(baseline: baseline).serialized(pretty: true) + "\n"
        case .junit: return summary.junitXML()
        case .githubActionsLogging: return summary.githubAnnotations()
        case .gitlab: return GitLabCodeQuality.report(summary).serialized(pretty: true) + "\n"
        case .sarif: return SARIFLog.report(summary, version: LayoutLens.version).serialized(pretty: true) + "\n"
        }
    }
}

extension CheckSummary {
    /// The differences a reporter lists: every scenario that is not unchanged and that this run
    /// did not record, as the annotations do.
    var reportedDifferences: [CheckedScenario] { differences.filter { !$0.recorded } }
}

extension CheckedScenario {
    /// The message a reporter gives: the headline, then up to `limit` detail lines.
    func reporterMessage(limit: Int = 6) -> String { ([headline] + details(limit: limit)).joined(separator: "\n") }

    /// `layout-changed`, `layout-added`, …: the rule a difference breaks, one per status.
    var ruleID: String { "layout-" + status.rawValue }
}
