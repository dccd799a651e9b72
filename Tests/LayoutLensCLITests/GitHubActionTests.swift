import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

extension ExternalTool {
    static let bash = ExternalTool(names: ["bash"], installHint: "apt-get install bash")
}

/// The composite action in .github/actions/layoutlens, exercised as far as Linux allows:
/// `actionlint` checks a workflow that uses it (and so its inputs), and its script steps run
/// here with a stand-in `layoutlens` that records what it was given.
@Suite("GitHub Action", .serialized)
struct GitHubActionTests {
    static let action = CheckEndToEndTests.repository.appendingPathComponent(".github/actions/layoutlens")

    /// The first workflow of a section of docs/ci.md ("The GitHub Action": a team's; "Sharding a
    /// very large project": a matrix and a merge job), with the action taken from this
    /// repository's folder instead of a tag, so actionlint reads the action's inputs, and the
    /// placeholder repository named.
    static func documentedWorkflow(_ heading: String) throws -> String {
        let docs = try String(contentsOf: CheckEndToEndTests.repository.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let section = try #require(docs.range(of: "## " + heading))
        let open = try #require(docs.range(of: "```yaml\n", range: section.upperBound..<docs.endIndex))
        let close = try #require(docs.range(of: "```", range: open.upperBound..<docs.endIndex))
        return String(docs[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "uses: <owner>/<repo>/.github/actions/layoutlens@v1", with: "uses: ./.github/actions/layoutlens")
            .replacingOccurrences(of: "<owner>/<repo>", with: "octo/layoutlens")
    }

    /// A scratch repository holding the action and `workflow`.
    func repository(_ name: String, workflow: String) throws -> URL {
        let folder = try ScratchFolder.fresh(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".github/workflows"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.action, to: folder.appendingPathComponent(".github/actions/layoutlens"))
        try workflow.write(to: folder.appendingPathComponent(".github/workflows/layout.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("actionlint accepts the documented workflows using the action", .requires(.actionlint),
          arguments: ["The GitHub Action", "Sharding a very large project"])
    func actionlintAcceptsTheDocumentedWorkflow(heading: String) throws {
        let workflow = try Self.documentedWorkflow(heading)
        #expect(workflow.contains("uses: ./.github/actions/layoutlens\n"))
        let folder = try repository("action-lint", workflow: workflow)
        let result = try ExternalTool.actionlint.run(["-no-color", folder.appendingPathComponent(".github/workflows/layout.yml").path], in: folder)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("actionlint checks a workflow's inputs against the action's metadata", .requires(.actionlint))
    func actionlintRejectsAMisspeltInput() throws {
        let workflow = try Self.documentedWorkflow("The GitHub Action").replacingOccurrences(of: "device:", with: "devices:")
        let folder = try repository("action-lint-typo", workflow: workflow)
        let typo = try ExternalTool.actionlint.run(["-no-color", folder.appendingPathComponent(".github/workflows/layout.yml").path], in: folder)
        #expect(typo.status != 0)
        #expect(typo.output.contains("input \"devices\" is not defined in action \"LayoutLens\""), "\(typo.output)")
    }

    /// Runs one of the action's scripts with `environment`; returns its status and GITHUB_OUTPUT.
    func runScript(_ name: String, in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String, outputs: String) {
        let outputs = folder.appendingPathComponent("github-output")
        try "".write(to: outputs, atomically: true, encoding: .utf8)
        var variables = environment
        variables["GITHUB_OUTPUT"] = outputs.path
        variables["ACTION_PATH"] = Self.action.path
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let script = Self.action.appendingPathComponent(name).path
        let result = try ExternalTool.bash.run(["-c", "cd \"$0\" && script=\"$1\" && shift && env \"$@\" bash \"$script\"", folder.path, script]
                                               + assignments, in: folder)
        return (result.status, result.output, try String(contentsOf: outputs, encoding: .utf8))
    }

    @Test("run.sh passes the inputs as options, writes the step summary and records the status", .requires(.bash))
    func runScriptComposesTheCommandLine() throws {
        let folder = try ScratchFolder.fresh("action-run")
        // A stand-in layoutlens: records its arguments one per line, writes a summary, exits 1.
        let stub = folder.appendingPathComponent("layoutlens")
        try """
            #!/usr/bin/env bash
            printf '%s\\n' "$@" > arguments.txt
            mkdir -p layout-report && echo '| changed |' > layout-report/summary.md
            exit 1
            """.write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let summary = folder.appendingPathComponent("step-summary.md")
        // A base commit that is already present needs no fetch: HEAD of a fresh repository.
        _ = try ExternalTool.bash.run(["-c", "cd \"$0\" && git init -q && git -c user.name=t -c user.email=t@e commit -q --allow-empty -m one", folder.path],
                                     in: folder)
        let result = try runScript("run.sh", in: folder, environment: [
            "LAYOUTLENS": stub.path, "COMMAND": "check", "PATHS": "App/Sources\nApp/Widgets", "BASE_REF": "HEAD",
            "DEVICE": "iphone-se", "DYNAMIC_TYPE": "", "OUTPUT": "layout-report", "FAIL_ON": "none", "EXTRA": "--tolerance 0.5",
            "SOURCE_LINK": "https://github.com/o/r/blob/abc/{file}#L{line}", "GITHUB_STEP_SUMMARY": summary.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        let arguments = try String(contentsOf: folder.appendingPathComponent("arguments.txt"), encoding: .utf8)
        #expect(arguments == """
            check
            App/Sources
            App/Widgets
            --out
            layout-report
            --device
            iphone-se
            --base
            HEAD
            --fail-on=
            --annotations
            github
            --source-link
            https://github.com/o/r/blob/abc/{file}#L{line}
            --tolerance
            0.5

            """)
        #expect(result.outputs.contains("status=1\n"))
        #expect(result.outputs.contains("report=\(folder.resolvingSymlinksInPath().path)/layout-report\n"))
        #expect(try String(contentsOf: summary, encoding: .utf8) == "| changed |\n")
    }

    @Test("locate.sh names the package and a cache key from the Swift version and the sources", .requires(.bash), .requires(.swift))
    func locateScriptNamesTheCacheKey() throws {
        let folder = try ScratchFolder.fresh("action-locate")
        let result = try runScript("locate.sh", in: folder, environment: [
            "RUNNER_OS_NAME": "Linux", "RUNNER_ARCH_NAME": "X64", "HOME": folder.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.outputs.contains("source=\(CheckEndToEndTests.repository.resolvingSymlinksInPath().path)\n"), "\(result.outputs)")
        let key = try #require(result.outputs.split(separator: "\n").first { $0.hasPrefix("key=") })
        #expect(key.hasPrefix("key=layoutlens-Linux-X64-"))
        #expect(key.contains("Swift-version-6"))
        #expect(result.outputs.contains("bin=\(folder.path)/.layoutlens/bin-"))
    }
}
