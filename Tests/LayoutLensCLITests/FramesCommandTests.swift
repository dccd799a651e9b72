import Foundation
import Testing
@testable import LayoutLensCLI

/// `layoutlens frames` on the seed fixtures: schema, key order, determinism and exit status.
@Suite struct FramesCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func fixture(_ name: String) -> String { root.appendingPathComponent("Fixtures/\(name)").path }

    @Test func jsonHasTheSchemaAndKeysInOrder() {
        let result = runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")]))
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let json = result.standardOutput
        #expect(json.hasPrefix("{\n  \"schema\": \"layoutlens.frames/1\",\n  \"scenarios\": ["))
        // Seed 001, first HStack: blue is 100 wide (600 / 3 = 200 proposed, halved).
        #expect(json.contains("\"kind\": \"Color\""))
        #expect(json.contains("\"proposal\": {\"width\": 620, \"height\": 80}"))
        // Keys of a node in the documented order.
        if let kind = json.range(of: "\"kind\""), let label = json.range(of: "\"label\""),
           let source = json.range(of: "\"source\""), let frame = json.range(of: "\"frame\": {"),
           let children = json.range(of: "\"children\"") {
            #expect(kind.lowerBound < label.lowerBound && label.lowerBound < source.lowerBound
                    && source.lowerBound < frame.lowerBound && frame.lowerBound < children.lowerBound)
        }
        #expect(json.hasSuffix("\"diagnostics\": []\n}\n"))
    }

    @Test func outputIsDeterministic() {
        let options = FramesOptions(inputs: [Self.root.appendingPathComponent("Fixtures").path], trace: true)
        #expect(runFrames(options) == runFrames(options))
    }

    @Test func errorsGiveStatusOneAndSwiftcStyleMessages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.swift")
        try "#Preview(\"bad\") { Color.red.fram(width: 10) }\n#Preview(\"good\") { Color.red }\n".write(to: file, atomically: true, encoding: .utf8)
        let result = runFrames(FramesOptions(inputs: [file.path], format: .text))
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.swift:1:29: error: unknown modifier 'fram'"))
        #expect(result.standardOutput.contains("\"good\" proposal 393 × 759"))
    }

    @Test func badUsageGivesStatusTwo() {
        #expect(runFrames(FramesOptions(inputs: [])).status == 2)
        #expect(runFrames(FramesOptions(inputs: ["/no/such/file.swift"])).status == 2)
        #expect(runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")], scale: 0)).status == 2)
        let unknown = runFrames(FramesOptions(inputs: [Self.fixture("seed-001-relative-size.swift")], scenario: "relative size lst"))
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("did you mean 'relative size last'?"))
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

