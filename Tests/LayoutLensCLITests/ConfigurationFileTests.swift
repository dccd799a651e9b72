import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `.layoutlens.json`: found by walking up, its options used as if typed unless the command line
/// gives them, and every mistake in it a one-line error with status 2.
@Suite("configuration file", .serialized)
struct ConfigurationFileTests {
    func folder(_ name: String, configuration: String) throws -> URL {
        let folder = try ScratchFolder.fresh("configuration-\(name)")
        try configuration.write(to: folder.appendingPathComponent(".layoutlens.json"), atomically: true, encoding: .utf8)
        return folder
    }

    func run(_ arguments: [String], from folder: URL) -> (status: Int32, output: String, error: String) {
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: arguments, io: captured.io, configurationFolder: folder.path)
        return (status, captured.output, captured.error)
    }

    @Test func theNearestFileAboveTheFolderIsFound() throws {
        let top = try folder("walk", configuration: "{}")
        let nested = top.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(ConfigurationFile.find(from: nested.path) == top.appendingPathComponent(".layoutlens.json").path)
    }

    @Test func anUnknownKeySuggestsTheOptionMeant() throws {
        let top = try folder("unknown", configuration: #"{"tolerence": 1}"#)
        let result = run(["check", "--out", "r"], from: top)
        #expect(result.status == 2)
        #expect(result.error == "\(top.path)/.layoutlens.json: error: unknown key 'tolerence'; did you mean 'tolerance'?\n")
    }

    @Test func anUnknownKeyInACommandsSectionNamesTheSection() throws {
        let top = try folder("unknown-section", configuration: #"{"check": {"fail-onn": "changed"}}"#)
        let result = run(["check", "--out", "r"], from: top)
        #expect(result.status == 2)
        #expect(result.error.hasSuffix("error: unknown key 'check.fail-onn'; did you mean 'check.fail-on'?\n"), "\(result.error)")
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() throws {
        // Line 2 is `  "tolerance": 1,`; the parser stops at the `}` on line 3, column 1,
        // where another key was due after the comma.
        let top = try folder("syntax", configuration: "{\n  \"tolerance\": 1,\n}\n")
        let result = run(["check", "--out", "r"], from: top)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("\(top.path)/.layoutlens.json:3:1: error: "), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func helpWorksBesideABrokenFile() throws {
        let top = try folder("broken-help", configuration: "{")
        #expect(run(["--help"], from: top).status == 0)
        #expect(run(["check", "--out", "r"], from: top).status == 2)
    }

    @Test func aWrongTypeSaysTheTypeExpected() throws {
        let top = try folder("type", configuration: #"{"tolerance": "big", "allow-empty": true}"#)
        let result = run(["check", "--out", "r"], from: top)
        #expect(result.status == 2)
        #expect(result.error == "\(top.path)/.layoutlens.json: error: 'tolerance' must be a number\n")
        let flag = try folder("flag-type", configuration: #"{"check": {"allow-empty": "yes"}}"#)
        #expect(run(["check", "--out", "r"], from: flag).error.hasSuffix("error: 'check.allow-empty' must be true or false\n"))
        let choice = try folder("choice", configuration: #"{"check": {"record": "sometimes"}}"#)
        #expect(run(["check", "--out", "r"], from: choice).error
            .hasSuffix("error: 'check.record' must be one of 'all', 'failed', 'missing', 'never', not 'sometimes'\n"))
    }

    @Test func optionsTypedOnTheCommandLineWinOverTheFile() throws {
        let top = try folder("merge", configuration: """
            {"inputs": ["Fixtures"], "tolerance": 2, "out": "shared", "check": {"out": "report", "require-baseline": true}}
            """)
        let configuration = try ConfigurationFile.read(top.appendingPathComponent(".layoutlens.json").path,
                                                       commands: LayoutLens.rootSpec.subcommands).get()
        let merge = { (arguments: [String]) in
            ConfigurationArguments.merge(arguments, with: configuration, root: LayoutLens.rootSpec, workingDirectory: top.path)
        }
        // Nothing typed: the command's section wins over the shared key; paths are the file's.
        #expect(merge(["check"]) == ["check", "--tolerance=2", "--out=report", "--require-baseline", "--", "Fixtures"])
        // Typed options and inputs replace the file's.
        #expect(merge(["check", "--out", "mine", "--tolerance=0", "App"]) == ["check", "--require-baseline", "--out", "mine", "--tolerance=0", "App"])
        // A command without such options takes only what it has (frames has no --tolerance).
        #expect(!merge(["frames"]).contains("--tolerance=2"))
        // Shown from another folder, the file's relative paths are absolute.
        let elsewhere = ConfigurationArguments.merge(["check"], with: configuration, root: LayoutLens.rootSpec, workingDirectory: "/")
        #expect(elsewhere.contains("--out=\(top.path)/report"))
        #expect(elsewhere.last == "\(top.path)/Fixtures")
    }

    @Test func excludedPathsComeFromTheFileRelativeToIt() throws {
        let top = try folder("exclude", configuration: #"{"inputs": ["Sources"], "exclude": ["Sources/Generated", "*Mock*"]}"#)
        let configuration = try ConfigurationFile.read(top.appendingPathComponent(".layoutlens.json").path,
                                                       commands: LayoutLens.rootSpec.subcommands).get()
        for command in ["check", "render", "lint", "serve", "frames", "explain"] {
            let merged = ConfigurationArguments.merge([command], with: configuration, root: LayoutLens.rootSpec, workingDirectory: top.path)
            #expect(merged.contains("--exclude=Sources/Generated"), "\(command): \(merged)")
            #expect(merged.contains("--exclude=*Mock*"), "\(command): \(merged)")
        }
        // Typed exclusions replace the file's, as every repeating option's do.
        let typed = ConfigurationArguments.merge(["lint", "--exclude", "Other"], with: configuration, root: LayoutLens.rootSpec,
                                                 workingDirectory: top.path)
        #expect(!typed.contains("--exclude=Sources/Generated"))
    }

    @Test func theDocumentedExampleIsAccepted() throws {
        let docs = try String(contentsOf: CheckEndToEndTests.repository.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let open = try #require(docs.range(of: "```json\n"))
        let close = try #require(docs.range(of: "```", range: open.upperBound..<docs.endIndex))
        let top = try folder("documented", configuration: String(docs[open.upperBound..<close.lowerBound]))
        let configuration = try ConfigurationFile.read(top.appendingPathComponent(".layoutlens.json").path,
                                                       commands: LayoutLens.rootSpec.subcommands).get()
        #expect(configuration.commands["check"]?.contains { $0.0 == "base" } == true)
    }

    @Test func noConfigIgnoresTheFile() throws {
        let top = try folder("ignored", configuration: #"{"tolerence": 1}"#)
        let result = run(["--no-config", "check", "--out", top.appendingPathComponent("r").path, top.path, "--allow-empty"], from: top)
        #expect(!result.error.contains("unknown key"), "\(result.error)")
    }
}

/// docs/layoutlens.schema.json is the schema the commands' declarations make; after adding an
/// option, regenerate it with `LAYOUTLENS_UPDATE_SCHEMA=1 swift test --filter ConfigurationSchemaTests`.
struct ConfigurationSchemaTests {
    @Test func theDocumentedSchemaIsTheOneTheCommandsDeclare() throws {
        let path = CheckEndToEndTests.repository.appendingPathComponent("docs/layoutlens.schema.json")
        let generated = ConfigurationSchema.text(root: LayoutLens.rootSpec)
        if ProcessInfo.processInfo.environment["LAYOUTLENS_UPDATE_SCHEMA"] == "1" {
            try generated.write(to: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == generated)
    }

    @Test func everyKeyTheSchemaNamesIsOneTheReaderAccepts() throws {
        let schema = ConfigurationSchema.text(root: LayoutLens.rootSpec)
        let path = try ScratchFolder.fresh("configuration-schema").appendingPathComponent(".layoutlens.json")
        // A file of every command's section, each empty, plus the schema key: accepted.
        let sections = LayoutLens.rootSpec.subcommands.map { "\"\($0.name)\": {}" }.joined(separator: ", ")
        try "{\"$schema\": \"layoutlens.schema.json\", \(sections)}".write(to: path, atomically: true, encoding: .utf8)
        #expect(throws: Never.self) { try ConfigurationFile.read(path.path, commands: LayoutLens.rootSpec.subcommands).get() }
        #expect(schema.contains("\"fail-on\""))
        #expect(schema.contains("\"base\""))
    }
}
