import Foundation
import Testing
@testable import LayoutLensCLI

/// Nothing is written outside `--out` (issue 6): unsafe relative paths and symbolic links that
/// lead out of the folder are refused.
struct OutputFolderTests {
    func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-cli-tests/\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
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
        let folder = try OutputFolder(path: site.path)
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
