import ArgumentParsing
import Foundation
import Snapshots
import Testing
@testable import LayoutLensCLI

/// `layoutlens frames` on the seed fixtures: schema, key order, determinism and exit status.
@Suite struct FramesCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func fixture(_ name: String) -> String { root.appendingPathComponent("Fixtures/\(name)").path }

    @Test func jsonHasTheSchemaAndKeysInOrder() throws {
        let result = runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")]))
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let json = result.standardOutput
        #expect(json.hasPrefix("{\n  \"schema\": \"layoutlens.frames/1\",\n  \"scenarios\": ["))
        // Seed 001 (Ole Begemann), first HStack at 620 with spacing 10: blue is proposed
        // (620 − 2 × 10) / 3 = 200 by the stack and 200 / 2 = 100 by `relativeProposed(width: 0.5)`,
        // so it is 100 wide at x 0; green and yellow share 600 − 100 = 500: 250 each, at
        // 100 + 10 = 110 and 110 + 250 + 10 = 370.
        let document = try JSONValue(parsing: json)
        let first = try #require(document["scenarios"]?.arrayValue?.first)
        #expect(first["name"]?.stringValue == "relative size first")
        func frame(_ label: String) throws -> (x: Double?, width: Double?) {
            let node = try #require(Self.node(labeled: label, in: first["root"]), "no \(label) in the JSON")
            return (node["frame"]?["x"]?.numberValue, node["frame"]?["width"]?.numberValue)
        }
        #expect(try frame("Color.blue") == (0, 100))
        #expect(try frame("Color.green") == (110, 250))
        #expect(try frame("Color.yellow") == (370, 250))
        #expect(json.contains("\"proposal\": {\n        \"width\": 620,\n        \"height\": 80\n      }"))
        // Keys of a node in the documented order.
        let kind = try #require(json.range(of: "\"kind\"")), label = try #require(json.range(of: "\"label\""))
        let source = try #require(json.range(of: "\"source\"")), frame = try #require(json.range(of: "\"frame\": {"))
        let children = try #require(json.range(of: "\"children\""))
        #expect(kind.lowerBound < label.lowerBound && label.lowerBound < source.lowerBound
                && source.lowerBound < frame.lowerBound && frame.lowerBound < children.lowerBound)
        #expect(json.hasSuffix("\"diagnostics\": []\n}\n"))
        // Columns of a view's name token: line 32 of the fixture is `    HStack(spacing: 10) {`.
        #expect(json.contains("\"source\": {\n          \"line\": 32,\n          \"column\": 5\n        }"))
    }

    /// The first node, depth first, whose label is `label`.
    static func node(labeled label: String, in node: JSONValue?) -> JSONValue? {
        if node?["label"]?.stringValue == label { return node }
        for child in node?["children"]?.arrayValue ?? [] {
            if let found = Self.node(labeled: label, in: child) { return found }
        }
        return nil
    }

    @Test func outputIsDeterministic() {
        let options = FramesOptions(inputs: [Self.root.appendingPathComponent("Fixtures").path], trace: true)
        #expect(runFrames(options) == runFrames(options))
    }

    /// Runs `frames` on `text` written to `bad.swift` in a fresh temporary folder (removed after).
    static func framesOfFile(_ text: String, format: FramesFormat = .json) throws -> FramesResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return runFrames(FramesOptions(inputs: [file.path], format: format))
    }

    @Test func errorsGiveStatusOneAndSwiftcStyleMessages() throws {
        let result = try Self.framesOfFile("#Preview(\"bad\") { Color.red.fram(width: 10) }\n#Preview(\"good\") { Color.red }\n", format: .text)
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.swift:1:29: error: value of type 'Color' has no member 'fram'"))
        #expect(result.standardOutput.contains("\"good\" proposal 393 × 759"))
    }

    @Test func badUsageGivesStatusTwo() {
        #expect(runFrames(FramesOptions(inputs: [])).status == 2)
        #expect(runFrames(FramesOptions(inputs: ["/no/such/file.swift"])).status == 2)
        #expect(runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")], scale: 0)).status == 2)
        let unknown = runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")], scenario: "relative size lst"))
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("Did you mean 'relative size last'?"))
    }

    @Test func scenarioFilterAndTextTree() {
        let result = runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")],
                                             scenario: "relative size last", format: .text))
        #expect(result.status == 0)
        // Seed 001: "The stack makes itself just big enough to contain its subviews (= 520 pt incl. spacing)".
        #expect(result.standardOutput.contains("HStack  520 × 80"))
        #expect(!result.standardOutput.contains("relative size first"))
    }
}



/// `FramesCommand.spec` through the project's argument parser.
@Suite struct FramesSpecTests {
    let parser = CommandLineParser(root: CommandSpec(name: "layoutlens", abstract: "", subcommands: [FramesCommand.spec]))

    @Test func parsesEveryOption() {
        guard case .run(let parsed) = parser.parse(["frames", "a.swift", "b", "--format", "text", "--trace", "--scale", "2",
                                                    "--scenario", "x"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(parsed.strings("inputs") == ["a.swift", "b"])
        #expect(parsed.choice("format", as: FramesFormat.self) == .text)
        #expect(parsed.flag("trace"))
        #expect(parsed.number("scale") == 2)
        #expect(parsed.string("scenario") == "x")
    }

    @Test func badFormatIsAUsageError() {
        guard case .failure = parser.parse(["frames", "a.swift", "--format", "yaml"]) else {
            Issue.record("expected a usage error")
            return
        }
    }

    @Test func helpListsTheOptions() {
        guard case .help(let text) = parser.parse(["frames", "--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(text.contains("--format"))
        #expect(text.contains("--scenario"))
    }
}


/// The JSON of every fixture parses back and has the documented shape (docs/frames-schema.md).
@Suite struct FramesSchemaTests {
    @Test func everyFixtureGivesWellFormedFrames() throws {
        let result = runFrames(FramesOptions(inputs: [FramesCommandTests.root.appendingPathComponent("Fixtures").path], trace: true))
        #expect(result.status == 0)
        let document = try JSONValue(parsing: result.standardOutput)
        #expect(document["schema"]?.stringValue == "layoutlens.frames/1")
        let scenarios = document["scenarios"]?.arrayValue ?? []
        #expect(scenarios.count >= 30)
        for scenario in scenarios {
            guard case .object(let members) = scenario else {
                Issue.record("scenario is not an object")
                continue
            }
            #expect(members.map(\.0) == ["file", "name", "line", "proposal", "root", "trace"])
            checkNode(scenario["root"])
        }
        // Only the library's fixed-value warnings (a widget's timeline reads `Date()`:
        // docs/diagnostics.md, "Assumptions of the interpreter's library").
        let fixedValueIDs: Set<String> = ["fixedNow", "fixedUUID"]
        #expect(document["diagnostics"]?.arrayValue?.allSatisfy { fixedValueIDs.contains($0["id"]?.stringValue ?? "") } == true)
    }

    /// A diagnostic in the JSON keeps its id and range, not text: `#Preview("bad") { ` is 18
    /// bytes and `Color.red.` 10, so `fram` spans columns 29 to 33 (exclusive end, 4 bytes).
    @Test func diagnosticsKeepTheirIdAndRange() throws {
        let result = try FramesCommandTests.framesOfFile("#Preview(\"bad\") { Color.red.fram(width: 10) }\n")
        #expect(result.status == 1)
        let document = try JSONValue(parsing: result.standardOutput)
        let diagnostic = try #require(document["diagnostics"]?.arrayValue?.first)
        guard case .object(let members) = diagnostic else { Issue.record("diagnostic is not an object"); return }
        #expect(members.map(\.0) == ["id", "severity", "file", "line", "column", "endLine", "endColumn", "message", "notes"])
        #expect(diagnostic["id"]?.stringValue == "noMemberOnValue")
        #expect(diagnostic["severity"]?.stringValue == "error")
        #expect(diagnostic["line"]?.numberValue == 1 && diagnostic["column"]?.numberValue == 29)
        #expect(diagnostic["endLine"]?.numberValue == 1 && diagnostic["endColumn"]?.numberValue == 33)
        #expect(diagnostic["message"]?.stringValue == "value of type 'Color' has no member 'fram'")
    }

    private func checkNode(_ node: JSONValue?) {
        guard case .object(let members)? = node else {
            Issue.record("node is not an object")
            return
        }
        #expect(members.map(\.0) == ["kind", "label", "source", "frame", "children"])
        if case .object(let frame)? = node?["frame"] {
            #expect(frame.map(\.0) == ["x", "y", "width", "height"])
        } else {
            Issue.record("node has no frame object")
        }
        for child in node?["children"]?.arrayValue ?? [] { checkNode(child) }
    }
}

/// Seed 004 through `frames` with the real text measurer (the SF Pro stand-in).
@Suite struct FramesSeedTextTests {
    private func textHeights() throws -> [Double] {
        let result = runFrames(FramesOptions(inputs: [FramesCommandTests.fixture("seed-004-hstack-text.swift")]))
        let document = try JSONValue(parsing: result.standardOutput)
        func firstText(_ node: JSONValue?) -> JSONValue? {
            if node?["kind"]?.stringValue == "Text" { return node }
            for child in node?["children"]?.arrayValue ?? [] { if let found = firstText(child) { return found } }
            return nil
        }
        return (document["scenarios"]?.arrayValue ?? []).compactMap { firstText($0["root"])?["frame"]?["height"]?.numberValue }
    }

    /// "the view initially renders with the text on two lines" at 200 pt (the text is proposed a
    /// third of 200 − 2 × 8), and "Now the text is rendered at its ideal size" (one line) with
    /// `.layoutPriority(1)` at 240: the first text is about twice as tall as the last.
    @Test func twoLinesAt200OneLineWithPriority() throws {
        let heights = try textHeights()
        try #require(heights.count == 3)
        #expect(heights[0] > heights[2] * 1.5)
        #expect(heights[0] < heights[2] * 2.5)
    }
}
