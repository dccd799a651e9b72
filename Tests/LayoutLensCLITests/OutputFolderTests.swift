import FileAccess
import Foundation
import Render
import Snapshots
import Testing
import TestSupport
@testable import LayoutLensCLI

/// Nothing is written outside `--out` (issue 6): unsafe relative paths and symbolic links that
/// lead out of the folder are refused.
struct OutputFolderTests {
    func scratch(_ name: String) throws -> URL {
        try ScratchFolder.fresh("output-\(name)")
    }

    @Test func writesInsideAndCreatesFolders() throws {
        let root = try scratch("out-inside")
        let folder = try OutputFolder(path: root.appendingPathComponent("site").path)
        try folder.write("x", to: "diagrams/a/b.svg")
        #expect(try String(contentsOf: root.appendingPathComponent("site/diagrams/a/b.svg"), encoding: .utf8) == "x")
    }

    @Test(arguments: ["../escape.svg", "/etc/passwd", "diagrams/../../x.svg", "a//b.svg", "./a.svg", "a/<b>.svg", ""])
    func refusesPathsThatCouldLeave(_ path: String) throws {
        let root = try scratch("out-unsafe")
        let folder = try OutputFolder(path: root.path)
        #expect(throws: OutputFolder.Problem.unsafePath(path)) { try folder.write("x", to: path) }
    }

    @Test func refusesSymbolicLinksThatLeadOut() throws {
        let root = try scratch("out-link")
        let outside = try scratch("out-link-target")
        let site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("diagrams"), withDestinationURL: outside)
        // --force: a folder LayoutLens did not write, yet the links are refused all the same.
        let folder = try OutputFolder(path: site.path, force: true)
        #expect(throws: OutputFolder.Problem.unsafePath("diagrams/a.svg")) { try folder.write("x", to: "diagrams/a.svg") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)

        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("index.html"),
                                                   withDestinationURL: outside.appendingPathComponent("stolen.html"))
        #expect(throws: OutputFolder.Problem.unsafePath("index.html")) { try folder.write("x", to: "index.html") }
    }

    /// The folder's own links are resolved once per command; what lies below it is checked at
    /// every write, also once a folder exists (a write into an existing folder creates nothing):
    /// a folder or a file swapped for a link while the command runs is refused.
    @Test func refusesLinksPlantedWhileWriting() throws {
        let root = try scratch("out-planted")
        let outside = try scratch("out-planted-target")
        let folder = try OutputFolder(path: root.appendingPathComponent("site").path)
        try folder.write("x", to: "diagrams/a.svg")
        try folder.write("y", to: "diagrams/b.svg")  // into the existing folder
        let diagrams = root.appendingPathComponent("site/diagrams")
        try FileManager.default.removeItem(at: diagrams)
        try FileManager.default.createSymbolicLink(at: diagrams, withDestinationURL: outside)
        #expect(throws: OutputFolder.Problem.unsafePath("diagrams/c.svg")) { try folder.write("z", to: "diagrams/c.svg") }
        try folder.write("x", to: "pages/p.html")
        let page = root.appendingPathComponent("site/pages/p.html")
        try FileManager.default.removeItem(at: page)
        try FileManager.default.createSymbolicLink(at: page, withDestinationURL: outside.appendingPathComponent("stolen.html"))
        #expect(throws: OutputFolder.Problem.unsafePath("pages/p.html")) { try folder.write("z", to: "pages/p.html") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}

/// `--out` must be new, empty, or a folder an earlier render wrote (issue 36: a render into `/etc`
/// succeeded, and a hand-written `index.html` was overwritten without a word).
struct OutputFolderOwnershipTests {
    func scratch(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-cli-tests/\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func folderWithSomeoneElsesFilesIsRefusedByName() throws {
        let site = try scratch("foreign")
        try "mine".write(toFile: site + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(throws: OutputFolder.Problem.foreignFolder(site)) { try OutputFolder(path: site) }
        #expect(OutputFolder.Problem.foreignFolder(site).description.contains("'\(site)'"))
    }

    @Test func folderARenderWroteIsReplacedButOnlyWhatItListed() throws {
        let site = try scratch("owned")
        let first = try OutputFolder(path: site)
        try first.write("page", to: "index.html")
        try first.recordManifest(["index.html"])
        try "hand-written".write(toFile: site + "/about.html", atomically: true, encoding: .utf8)
        let second = try OutputFolder(path: site)
        try second.write("new page", to: "index.html")
        #expect(throws: OutputFolder.Problem.foreignFile(site + "/about.html")) { try second.write("x", to: "about.html") }
        #expect(try String(contentsOfFile: site + "/about.html", encoding: .utf8) == "hand-written")
    }

    @Test func forceWritesIntoAnyFolderButNeverOverAnInput() throws {
        let folder = try scratch("forced")
        try "struct A {}".write(toFile: folder + "/index.html", atomically: true, encoding: .utf8)
        let forced = try OutputFolder(path: folder, force: true, inputFiles: [folder + "/index.html"])
        #expect(throws: OutputFolder.Problem.input(folder + "/index.html")) { try forced.write("x", to: "index.html") }
        try forced.write("x", to: "other.html")
        #expect(try String(contentsOfFile: folder + "/index.html", encoding: .utf8) == "struct A {}")
    }

    @Test func renderTwiceIntoTheSameFolderAndRefuseAForeignOne() throws {
        let folder = try scratch("render")
        let input = folder + "/in/Card.swift"
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\") } }\n#Preview { Card() }\n"
            .write(toFile: input, atomically: true, encoding: .utf8)
        func render(_ out: String, _ extra: [String] = []) -> (Int32, String) {
            let captured = CapturedIO()
            let status = LayoutLens.main(arguments: ["render", input, "--out", out] + extra, io: captured.io)
            return (status, captured.error)
        }
        #expect(render(folder + "/site").0 == 0)
        #expect(render(folder + "/site").0 == 0)
        #expect(OutputManifest.read(in: folder + "/site")?.contains("index.html") == true)
        let (status, error) = render(folder + "/in")
        #expect(status != 0)
        #expect(error.contains("'\(folder)/in'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/in/index.html"))
        // --force into the templates folder: its index.html is an input, never replaced.
        let templates = folder + "/templates"
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates").path
        try FileManager.default.copyItem(atPath: bundled, toPath: templates)
        let original = try String(contentsOfFile: templates + "/index.html", encoding: .utf8)
        let forced = render(templates, ["--force", "--templates", templates])
        #expect(forced.0 != 0)
        #expect(forced.1.contains("it is one of the inputs"), "\(forced.1)")
        #expect(try String(contentsOfFile: templates + "/index.html", encoding: .utf8) == original)
    }
}

struct ProgressLineTests {
    @Test func drawsOnlyOnATerminalAndForManyItems() {
        let captured = CapturedIO()
        var io = captured.io
        ProgressLine(io: io, total: 100).update(3, "Writing")
        #expect(captured.error.isEmpty)  // not a terminal
        io.errorIsTerminal = true
        ProgressLine(io: io, total: ProgressLine.threshold - 1).update(3, "Writing")
        #expect(captured.error.isEmpty)  // too few to need progress
        let progress = ProgressLine(io: io, total: 100)
        progress.update(3, "Writing")
        progress.finish()
        #expect(captured.error == "\r\u{1B}[KWriting 3/100\r\u{1B}[K")
    }
}

/// Markup in a scenario's name stays text in the Markdown image, and the report links only to
/// web addresses (issue 36: `explain --format markdown` left markup in alt text; `--source-link`
/// took a `javascript:` URL).
struct LinkAndAltTextTests {
    @Test func markdownAltTextEscapesEveryMarkupCharacter() {
        let image = EmbedMarkdown.image(alt: "*bold* `code` <img src=x onerror=alert(1)> [link](x) a_b ~s~ &amp; |\nnext", path: "d/a.svg")
        #expect(image == #"![\*bold\* \`code\` \<img src=x onerror=alert(1)\> \[link\](x) a\_b \~s\~ \&amp; \| next](d/a.svg)"#)
        // A plain description is unchanged: colons, commas and × read as themselves.
        #expect(EmbedMarkdown.image(alt: "HStack 620×80: blue 100, green 250", path: "a.svg") == "![HStack 620×80: blue 100, green 250](a.svg)")
    }

    @Test func sourceLinkTakesOnlyWebAddresses() {
        for template in ["https://github.com/o/r/blob/abc/{file}#L{line}", "http://example.com/{file}", "HTTPS://Example.com/{file}"] {
            #expect(SourceLinks.isWebTemplate(template), "\(template)")
        }
        for template in ["javascript:alert(1)//{file}", "data:text/html,<b>{file}</b>", "https:///{file}", "//evil.com/{file}",
                         "file:///etc/{file}", "https://example.com/{file} onclick", "vbscript:x"] {
            #expect(!SourceLinks.isWebTemplate(template), "\(template)")
        }
        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: ["check", "Fixtures", "--out", "/nonexistent/report", "--source-link", "javascript:alert(1)//{file}"],
                                     io: captured.io)
        #expect(status == 2)
        #expect(captured.error.contains("--source-link must be an http:// or https:// address"))
    }
}
