import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// Captures what a command prints (the class `serve` uses to run `render` in-process).
typealias CapturedIO = CapturedOutput

extension CapturedOutput {
    /// Runs `layoutlens` with `arguments` and returns its status and what it printed.
    static func layoutlens(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let captured = CapturedOutput()
        let status = LayoutLens.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.error)
    }
}

struct CommandLineTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) { CapturedIO.layoutlens(arguments) }

    @Test func helpGoesToStandardOutputWithStatus0() {
        let result = run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.hasPrefix("OVERVIEW: Draw every scenario as an SVG diagram"))
        #expect(result.output.contains("USAGE: layoutlens render <inputs> ... --out <dir>"))
        #expect(result.output.contains("  --labels <policy>"))
        #expect(result.output.contains("EXAMPLES:\n  layoutlens render Fixtures --out site"))
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.hasPrefix("  layoutlens ") })
    }

    @Test func misspelledOptionGetsASuggestionOnStandardError() {
        let result = run(["render", "Fixtures", "--out", "x", "--label", "all"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "error: unknown option '--label'\nDid you mean '--labels'?\nSee 'layoutlens render --help'.\n")
    }

    @Test func rootHelpListsEveryRegisteredCommand() {
        let result = run(["--help"])
        #expect(result.status == 0)
        for command in LayoutLens.commands {
            #expect(result.output.contains("\n  \(command.spec.name) "))
        }
        #expect(run(["--version"]).output == "layoutlens \(LayoutLens.version)\n")
    }

    @Test func missingInputIsAUsageError() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-cli-missing").path
        let result = run(["render", "/nonexistent/fixtures", "--out", out])
        #expect(result.status == 2)
        #expect(result.error == "error: no such file or folder: '/nonexistent/fixtures'\nSee 'layoutlens render --help'.\n")
    }

    @Test func outPathThatIsAFileIsRefused() throws {
        let file = try ScratchFolder.fresh("render-out-file").appendingPathComponent("layoutlens-cli-file.txt")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        // A small input folder of its own: the whole temporary folder may hold anything.
        let inputs = try ScratchFolder.fresh("render-out-is-a-file")
        try "import SwiftUI\n#Preview { Text(\"a\") }\n".write(to: inputs.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let result = run(["render", inputs.path, "--out", file.path])
        #expect(result.status == 1)
        #expect(result.error == "error: '\(file.path)' exists and is not a folder\n")
    }

    @Test func brokenTemplatesFolderNamesTheFileAndLine() throws {
        let folder = try ScratchFolder.fresh("layoutlens-cli-templates")
        try "<p>\n{{#fixtures}}".write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("fixture.html"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("scenario.html"), atomically: true, encoding: .utf8)
        let result = run(["render", folder.path, "--out", folder.appendingPathComponent("out").path, "--templates", folder.path])
        #expect(result.status == 1)
        #expect(result.error == "layoutlens-cli-templates/index.html:2:1: error: unclosed section 'fixtures'\n")
    }
}
