import Foundation
import Testing
@testable import LayoutLensCLI

/// A file that cannot be read shows on the site as a card with its diagnostics, the index counts
/// it, and `render` exits 1 unless `--allow-errors`.
struct RenderFailureTests {
    @Test func unreadableScenariosAppearAsCardsAndFailTheRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-cli-tests/failures")
        try? FileManager.default.removeItem(at: folder)
        let inputs = folder.appendingPathComponent("in"), out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        try """
        import SwiftUI
        #Preview("Fine") { Color.red.frame(width: 20, height: 20) }
        """.write(to: inputs.appendingPathComponent("good.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        #Preview("Broken") {
            HStack { Color.red.frame(width: <b>) }
        }
        """.write(to: inputs.appendingPathComponent("bad.swift"), atomically: true, encoding: .utf8)

        let captured = CapturedIO()
        let status = LayoutLens.main(arguments: ["render", inputs.path, "--out", out.path], io: captured.io)
        #expect(status == 1)
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Could not be read"))
        // file:line:col, escaped: the source's `<b>` never becomes markup.
        #expect(index.contains("bad.swift:3:"))
        #expect(index.contains("&lt;b&gt;"))
        #expect(!index.contains("<b>)"))
        // The caret line under the source line.
        #expect(index.contains("^"))
        #expect(index.contains("1 failed to read"))
        // The readable file is still drawn.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("diagrams/good/fine.svg").path))

        let allowed = LayoutLens.main(arguments: ["render", inputs.path, "--out", out.path, "--allow-errors"], io: CapturedIO().io)
        #expect(allowed == 0)
    }
}
