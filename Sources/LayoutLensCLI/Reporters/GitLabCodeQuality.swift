import Snapshots

/// GitLab's Code Quality report: a JSON array of issues, each with `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path`/`location.lines.begin` (GitLab docs, "Code
/// Quality", "Code Quality report format"; those are its required fields). A merge request shows
/// the issues the change introduces, matched across runs by fingerprint.
enum GitLabCodeQuality {
    static func report(_ summary: CheckSummary) -> JSONValue {
        .array(summary.reportedDifferences.map { scenario in
            .object([
                ("description", .string(scenario.reporterMessage())),
                ("check_name", .string(scenario.ruleID)),
                ("fingerprint", .string(fingerprint(scenario.id + "\n" + scenario.ruleID))),
                // GitLab's severities: info, minor, major, critical, blocker. A difference fails
                // the check (major); a snapshot without a fixture only warns (minor).
                ("severity", .string(scenario.status == .orphaned ? "minor" : "major")),
                ("location", .object([
                    ("path", .string(scenario.fixture)),
                    ("lines", .object([("begin", .number(Double(scenario.line ?? 1)))])),
                ])),
            ])
        })
    }

    /// FNV-1a, 64 bits (`Shard.hash`), as 16 hexadecimal digits: stable across runs and machines
    /// (the scenario's id and rule), which is all GitLab asks of a fingerprint (unique and stable).
    static func fingerprint(_ text: String) -> String {
        let digits = String(Shard.hash(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
