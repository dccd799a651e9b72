import Foundation
import Testing
import TestSupport
import Snapshots
@testable import LayoutLensCLI

/// `check --reporter`: standard output in the formats other tools read, for the padding change
/// of `CheckBaseRevisionTests` (two previews changed: the badge and the card that shows it).
@Suite("check --reporter", .serialized)
struct CheckReporterTests {
    let repositories = CheckBaseRevisionTests()

    func changedRepository(_ name: String) throws -> URL {
        let folder = try repositories.repository("reporter-\(name)")
        try CheckBaseRevisionTests.components.replacingOccurrences(of: ".padding(8)", with: ".padding(12)")
            .write(to: folder.appendingPathComponent("App/Components.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    func check(_ folder: URL, reporter: String) -> (status: Int32, output: String, error: String) {
        CapturedIO.layoutlens(["check", folder.appendingPathComponent("App").path, "--out", repositories.reportFolder(folder).path,
                               "--base", "HEAD", "--reporter", reporter])
    }

    func parse(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    @Test("sarif: one result per changed preview at its #Preview line; standard output is the document alone", .requires(.git))
    func sarif() throws {
        let folder = try changedRepository("sarif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = check(folder, reporter: "sarif")
        #expect(result.status == 1)
        #expect(result.error.contains("Checked 3 scenarios: 1 unchanged, 2 changed"))
        let log = try parse(result.output)
        #expect(log["version"] == .string("2.1.0"))
        let run = try #require(log["runs"]?.arrayValue?.first)
        #expect(run["tool"]?["driver"]?["name"] == .string("LayoutLens"))
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0["ruleId"] == .string("layout-changed") && $0["level"] == .string("error") })
        // Components.swift: import (1), blank (2), struct Badge … closing braces (3–8), blank (9), #Preview("Badge") (10).
        let badge = try #require(results.first { $0["message"]?["text"]?.stringValue?.hasPrefix("Components/badge") ?? false })
        let location = badge["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(location?["region"]?["startLine"] == .number(10))
        #expect(location?["artifactLocation"]?["uri"]?.stringValue?.hasSuffix("/App/Components.swift") ?? false)
    }

    @Test("gitlab: Code Quality issues with the required fields and fingerprints stable across runs", .requires(.git))
    func gitlab() throws {
        let folder = try changedRepository("gitlab")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try parse(check(folder, reporter: "gitlab").output)
        let again = try parse(check(folder, reporter: "gitlab").output)
        let issues = try #require(first.arrayValue)
        #expect(issues.count == 2)
        for issue in issues {
            for key in ["description", "check_name", "fingerprint", "severity"] { #expect(issue[key]?.stringValue != nil, "\(key)") }
            #expect(issue["severity"] == .string("major"))
            #expect(issue["location"]?["path"]?.stringValue?.hasSuffix(".swift") ?? false)
            #expect(issue["location"]?["lines"]?["begin"]?.numberValue != nil)
        }
        #expect(first == again)
        #expect(Set(issues.compactMap { $0["fingerprint"]?.stringValue }).count == 2)
    }

    @Test("json, junit and github-actions-logging carry the report's own documents", .requires(.git))
    func reportDocuments() throws {
        let folder = try changedRepository("documents")
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = check(folder, reporter: "json")
        #expect(try parse(json.output)["schema"] != nil)
        #expect(json.output == (try String(contentsOf: repositories.reportFolder(folder).appendingPathComponent("summary.json"), encoding: .utf8)))
        let junit = check(folder, reporter: "junit")
        #expect(junit.output.hasPrefix("<?xml"))
        let logging = check(folder, reporter: "github-actions-logging")
        let lines = logging.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") })
        #expect(!logging.output.contains("Checked"))
    }

    @Test func annotationsAndAMachineReporterDoNotShareStandardOutput() {
        let result = CapturedIO.layoutlens(["check", "App", "--out", "r", "--reporter", "sarif", "--annotations", "github"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: --annotations prints on standard output, which --reporter sarif fills"))
    }

    /// FNV-1a 64 of "a" is af63dc4c8601ec8c (the published test vectors of Fowler, Noll and Vo).
    @Test func fingerprintsAreFNV1a() {
        #expect(GitLabCodeQuality.fingerprint("a") == "af63dc4c8601ec8c")
        #expect(GitLabCodeQuality.fingerprint("") == "cbf29ce484222325")
    }
}
