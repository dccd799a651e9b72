import Foundation
import Testing
@testable import LayoutLensCLI

/// Issue 17, item 4: CI systems can point at the preview's source line. Seed 001's fixture with
/// the priority scene's fraction changed (its `#Preview` is on line 41 of the fixture).
@Suite("annotations, JUnit file/line and summary links", .serialized)
struct AnnotationTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    /// A recorded copy of seed 001, then one changed scenario; returns the folder and the check's result.
    func changedRun(_ extra: [String]) throws -> (URL, (status: Int32, output: String, error: String)) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-annotations-\(UUID().uuidString)")
        let fixtures = folder.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        let file = fixtures.appendingPathComponent("seed-001-relative-size.swift")
        try FileManager.default.copyItem(at: CheckEndToEndTests.repository.appendingPathComponent("Fixtures/seed-001-relative-size.swift"), to: file)
        #expect(run(["check", fixtures.path, "--out", folder.appendingPathComponent("r1").path, "--record", "all"]).status == 0)
        let source = try String(contentsOf: file, encoding: .utf8)
        try source.replacingOccurrences(of: "width: 0.5)\n            .layoutPriority(1)", with: "width: 0.25)\n            .layoutPriority(1)")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = run(["check", fixtures.path, "--out", folder.appendingPathComponent("r2").path, "--record", "never"] + extra)
        return (folder, result)
    }

    /// The line of `#Preview("relative size with priority"` in the bundled fixture.
    func priorityLine() throws -> Int {
        let text = try String(contentsOf: CheckEndToEndTests.repository.appendingPathComponent("Fixtures/seed-001-relative-size.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix("#Preview(\"relative size with priority\"") }) + 1
    }

    @Test func githubAnnotationsNameTheFileAndLineOfEachChangedScenario() throws {
        let (folder, result) = try changedRun(["--annotations", "github"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1)
        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(result.output)")
        let file = folder.appendingPathComponent("Fixtures/seed-001-relative-size.swift").path
        let expectedStart = "::error file=\(file),line=\(try priorityLine()),title=layout changed%3A relative size with priority::"
        #expect(annotations.first?.hasPrefix(expectedStart) == true, "\(annotations)")
        // Multi-line messages are escaped, so each annotation stays one line.
        #expect(annotations.first?.contains("%0A") == true)
        let without = try changedRun([])
        defer { try? FileManager.default.removeItem(at: without.0) }
        #expect(!without.1.output.contains("::error"))
    }

    @Test func junitTestCasesCarryFileAndLine() throws {
        let (folder, _) = try changedRun([])
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = try String(contentsOf: folder.appendingPathComponent("r2/junit.xml"), encoding: .utf8)
        let file = folder.appendingPathComponent("Fixtures/seed-001-relative-size.swift").path
        let cases = junit.split(separator: "\n").filter { $0.contains("<testcase ") }
        #expect(cases.count == 4)
        #expect(cases.allSatisfy { $0.contains(" file=\"\(file)\" line=\"") })
        #expect(junit.contains("name=\"relative size with priority\" file=\"\(file)\" line=\"\(try priorityLine())\">"))
    }

    @Test func summaryMarkdownLinksEachScenarioToItsReportAnchor() throws {
        let (folder, _) = try changedRun([])
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = try String(contentsOf: folder.appendingPathComponent("r2/summary.md"), encoding: .utf8)
        let link = "[seed-001-relative-size/relative-size-with-priority](index.html#seed-001-relative-size-relative-size-with-priority)"
        #expect(markdown.contains("| \(link) | changed |"), "\(markdown)")
        let html = try String(contentsOf: folder.appendingPathComponent("r2/index.html"), encoding: .utf8)
        #expect(html.contains("id=\"seed-001-relative-size-relative-size-with-priority\""))
    }
}
