import Foundation
import Testing
@testable import LayoutLensCLI

/// What a drawing could not show as iOS would (`RenderWarning`) is printed by `render` like the
/// reader's diagnostics: `file: warning: … [id]`, once per file however many previews meet it,
/// and counted in the last line's warnings.
struct RenderWarningOutputTests {
    @Test func aCharacterNoFontHasIsPrintedOnceForTheFileWithItsId() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-cli-tests/render-warnings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Private.swift")
        // U+10FFFD is a private-use character of plane 16: no font has a glyph for it.
        try """
        import SwiftUI
        #Preview("One") { Text("A\\u{10FFFD}B") }
        #Preview("Two") { Text("C\\u{10FFFD}D") }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = CapturedIO.layoutlens(["render", file.path, "--out", folder.appendingPathComponent("site").path])
        #expect(result.status == 0)
        let lines = result.error.split(separator: "\n").filter { $0.hasSuffix("[missingGlyph]") }
        #expect(lines.count == 1, "\(result.error)")
        #expect(lines.first?.hasPrefix(file.path + ": warning: no available font can draw") == true, "\(result.error)")
        #expect(lines.first?.contains("U+10FFFD") == true)
        #expect(result.output.contains("1 warning,"), "\(result.output)")
    }
}
