import Snapshots

/// How `lint` prints its findings (`--reporter`).
enum LintReporter: String, CaseIterable, Sendable {
    /// One `file:line:col: warning: … [rule-id]` line per finding, then a summary line.
    case text
    /// The `layoutlens.lint/1` JSON document (docs/lint.md).
    case json
    /// JUnit XML, one failed test case per finding.
    case junit
    /// GitHub Actions `::warning` workflow commands, one per finding.
    case githubActionsLogging = "github-actions-logging"
    /// GitLab's Code Quality report.
    case gitlab
    /// SARIF 2.1.0, for GitHub code scanning.
    case sarif

    func report(_ findings: [LintFinding], matrix: LintMatrix, scenarioCount: Int) -> String {
        switch self {
        case .text:
            let lines = findings.map { $0.line(in: matrix) + "\n" }.joined()
            return lines + "Linted \(scenarioCount) preview\(scenarioCount == 1 ? "" : "s") on \(matrix.cells.count) "
                + "cell\(matrix.cells.count == 1 ? "" : "s") (\(matrix.devices.map(\.name).joined(separator: ", ")) × "
                + "\(matrix.sizes.map(\.rawValue).joined(separator: ", "))): \(findings.count) warning\(findings.count == 1 ? "" : "s")\n"
        case .json:
            let document = JSONValue.object([
                ("schema", .string("layoutlens.lint/1")),
                ("devices", .array(matrix.devices.map { .string($0.name) })),
                ("dynamicTypeSizes", .array(matrix.sizes.map { .string($0.rawValue) })),
                ("previews", .number(Double(scenarioCount))),
                ("findings", .array(findings.map { finding in
                    .object([
                        ("rule", .string(finding.rule.id)),
                        ("file", .string(finding.file)),
                        ("line", .number(Double(finding.line))),
                        ("column", .number(Double(finding.column))),
                        ("message", .string(finding.what)),
                        ("fix", .string(finding.rule.suggestedFix)),
                        ("cells", .array(matrix.cells.filter(finding.cells.contains).map { cell in
                            .object([("device", .string(cell.device.name)), ("dynamicType", .string(cell.size.rawValue))])
                        })),
                    ])
                })),
            ])
            return document.serialized(pretty: true) + "\n"
        case .junit: return LintReportFormats.junit(findings, matrix: matrix)
        case .githubActionsLogging: return LintReportFormats.githubActionsLogging(findings, matrix: matrix)
        case .gitlab: return LintReportFormats.gitlab(findings, matrix: matrix)
        case .sarif: return LintReportFormats.sarif(findings, matrix: matrix, version: LayoutLens.version)
        }
    }
}
