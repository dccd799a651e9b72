import Foundation

/// Writes a `check` run's artifacts into the output folder, and nothing elsewhere:
/// `index.html` (the report), `summary.json`, `junit.xml` and `summary.md`.
public enum CheckReportWriter {
    public static let files = ["index.html", "summary.json", "junit.xml", "summary.md"]

    /// Returns the paths written.
    @discardableResult
    public static func write(_ summary: CheckSummary, to folder: String, baseline: String? = nil,
                             templatesDirectory: String? = nil) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let summaryPath = SnapshotStore.join(folder, "summary.json")
        let report = try CheckReport(summary: summary, summaryPath: summaryPath, templatesDirectory: templatesDirectory)
        let contents: [(String, String)] = [
            ("index.html", try report.html()),
            ("summary.json", summary.json(baseline: baseline).serialized(pretty: true) + "\n"),
            ("junit.xml", summary.junitXML()),
            ("summary.md", summary.markdown()),
        ]
        var written: [String] = []
        for (name, text) in contents {
            let path = SnapshotStore.join(folder, name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            written.append(path)
        }
        return written
    }
}
