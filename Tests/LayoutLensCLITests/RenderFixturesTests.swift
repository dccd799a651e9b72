import FileAccess
import Foundation
import TestSupport
import Testing
@testable import LayoutLensCLI

/// `layoutlens render Fixtures --out <dir>` end to end on the bundled fixtures (the README's
/// first command): deterministic bytes, files only inside the output folder, valid XML, and a
/// page Chromium opens without console errors.
struct RenderFixturesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Fixtures").path

    func scratch(_ name: String) throws -> URL { try ScratchFolder.fresh("cli/\(name)") }

    /// Every file below `folder`, relative path → bytes.
    func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }

    func render(into folder: URL, _ extra: [String] = []) -> (status: Int32, output: String, error: String) {
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: ["render", Self.fixtures, "--out", folder.path] + extra, io: captured.io)
        return (status, captured.output, captured.error)
    }

    @Test func renderingTheFixturesTwiceGivesTheSameBytes() throws {
        let first = try scratch("twice-a"), second = try scratch("twice-b")
        let a = render(into: first), b = render(into: second)
        #expect(a.status == 0, "\(a.error)")
        #expect(b.status == 0)
        let filesA = try contents(of: first), filesB = try contents(of: second)
        #expect(filesA.count > 10)
        #expect(filesA == filesB)
        // Only index.html, diagrams/<fixture>/<scenario>.svg with safe names, and the manifest
        // listing them (which marks the folder as one render wrote).
        for path in filesA.keys {
            let ok = path == "index.html" || path == OutputManifest.fileName || (path.hasPrefix("diagrams/") && path.hasSuffix(".svg")
                && path.split(separator: "/").count == 3
                && path.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || "-./".contains($0)) })
            #expect(ok, "unexpected file \(path)")
        }
        #expect(a.output.hasPrefix("Rendered "))
        // One file per fixture of Fixtures/, however many there are.
        let fixtureCount = FileManager.default.enumerator(atPath: Self.fixtures)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.count ?? 0
        #expect(a.output.contains(" scenarios from \(fixtureCount) files into "))
    }

    @Test func seed001DiagramShowsTheArticlesWidths() throws {
        let folder = try scratch("seed-001")
        let result = render(into: folder)
        #expect(result.status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("diagrams/seed-001-relative-size/relative-size-first.svg"),
                             encoding: .utf8)
        // Seed 001: "(620 – 20) / 3 = 200", halved to 100; 250 and 250 for green and yellow.
        #expect(svg.contains("HStack 620×80: blue 100, green 250, yellow 250"))
        for width in ["100", "250"] { #expect(svg.contains(">\(width)</text>")) }
        // "a few KB" (issue 6).
        #expect(svg.utf8.count < 12_000)
    }

    @Test(.requires(.xmllint)) func everyDiagramPassesXmllint() throws {
        let folder = try scratch("validate")
        #expect(render(into: folder, ["--labels", "all", "--proposals"]).status == 0)
        let svgs = try contents(of: folder).keys.filter { $0.hasSuffix(".svg") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        try #require(!svgs.isEmpty)
        let result = try ExternalTool.xmllint.run(["--noout"] + svgs)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.requires(.chromium)) func thePageOpensInChromiumWithoutConsoleMessages() throws {
        let folder = try scratch("browser")
        #expect(render(into: folder).status == 0)
        let page = "file://" + folder.appendingPathComponent("index.html").path
        let dom = try HeadlessChromium.load(page)
        #expect(dom.console.isEmpty, "console: \(dom.console)")
        #expect(dom.output.contains("relative size first"))
        let screenshot = folder.appendingPathComponent("screenshot.png").path
        try HeadlessChromium.screenshot(page, to: screenshot)
        #expect((FileManager.default.contents(atPath: screenshot)?.count ?? 0) > 10_000)
    }
}
