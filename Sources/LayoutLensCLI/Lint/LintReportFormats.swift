import LayoutEngine
import Snapshots
import Templating

/// `lint --reporter` in the formats `check --reporter` writes (`CheckReporter`), for the same
/// tools: JUnit XML, GitHub Actions workflow commands, GitLab Code Quality and SARIF 2.1.0. Each
/// finding is one entry located at the view's source line and column, with its rule id, what is
/// wrong, where in the matrix and the suggested fix (the text reporter's line, without the file).
enum LintReportFormats {
    /// The finding's message as every format carries it.
    static func message(_ finding: LintFinding, in matrix: LintMatrix) -> String {
        "\(finding.what) on \(finding.cellList(in: matrix)); fix: \(finding.rule.suggestedFix)"
    }

    /// JUnit XML as SwiftLint's `junit` reporter lays it out: one failed test case per finding
    /// (class name the file, name the rule and place), so CI test views list each finding.
    static func junit(_ findings: [LintFinding], matrix: LintMatrix) -> String {
        let count = findings.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"layoutlens-lint\" tests=\"\(count)\" failures=\"\(count)\">",
                     "  <testsuite name=\"layoutlens-lint\" tests=\"\(count)\" failures=\"\(count)\">"]
        for finding in findings {
            let name = "\(finding.rule.id) at \(finding.line):\(finding.column)"
            lines.append("    <testcase classname=\"\(HTMLEscaping.escape(finding.file))\" name=\"\(HTMLEscaping.escape(name))\""
                         + " file=\"\(HTMLEscaping.escape(finding.file))\" line=\"\(finding.line)\">")
            lines.append("      <failure type=\"\(finding.rule.id)\" message=\"\(HTMLEscaping.escape(message(finding, in: matrix)))\"/>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `::warning file=…,line=…,col=…,title=…::message`, one per finding (lint findings are
    /// warnings; the exit status says whether the step fails).
    static func githubActionsLogging(_ findings: [LintFinding], matrix: LintMatrix) -> String {
        findings.map { finding in
            let properties = ["file=" + CheckSummary.property(finding.file), "line=\(finding.line)", "col=\(finding.column)",
                              "title=" + CheckSummary.property(finding.rule.id)]
            return "::warning \(properties.joined(separator: ","))::\(CheckSummary.data(message(finding, in: matrix)))\n"
        }.joined()
    }

    /// GitLab Code Quality issues (`GitLabCodeQuality`): severity `minor` (a warning), the
    /// fingerprint from the rule, file, line, column and text, stable across runs.
    static func gitlab(_ findings: [LintFinding], matrix: LintMatrix) -> String {
        JSONValue.array(findings.map { finding in
            .object([
                ("description", .string(message(finding, in: matrix))),
                ("check_name", .string(finding.rule.id)),
                ("fingerprint", .string(GitLabCodeQuality.fingerprint(
                    "\(finding.rule.id)\n\(finding.file)\n\(finding.line)\n\(finding.column)\n\(finding.what)"))),
                ("severity", .string("minor")),
                ("location", .object([
                    ("path", .string(finding.file)),
                    ("lines", .object([("begin", .number(Double(finding.line)))])),
                ])),
            ])
        }).serialized(pretty: true) + "\n"
    }

    /// A SARIF 2.1.0 log (`SARIFLog`): one rule per lint rule, with its fix as help; one
    /// `warning` result per finding at its line and column.
    static func sarif(_ findings: [LintFinding], matrix: LintMatrix, version: String) -> String {
        let rules = LintRule.allCases.map { rule in
            JSONValue.object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.id.replacingEvery("-", with: " ")))])),
                ("help", .object([("text", .string(rule.suggestedFix))])),
            ])
        }
        let results = findings.map { finding in
            JSONValue.object([
                ("ruleId", .string(finding.rule.id)),
                ("level", .string("warning")),
                ("message", .object([("text", .string(message(finding, in: matrix)))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(SARIFLog.uri(finding.file)))])),
                    ("region", .object([("startLine", .number(Double(finding.line))),
                                        ("startColumn", .number(Double(finding.column)))])),
                ]))])])),
            ])
        }
        return SARIFLog.log(rules: rules, results: results, version: version).serialized(pretty: true) + "\n"
    }
}
