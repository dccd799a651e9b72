import Diagnostics
import Testing
@testable import SwiftFrontEnd

@Suite struct SourceSpanTests {
    @Test func spanMapsToLineAndColumn() {
        // "let a = 1\nlet b = 2": byte 14 is `b` on line 2, column 5 (4 bytes after the line start 10).
        let file = SourceFileSyntax(fileName: "x.swift", statements: [], lineTable: SourceLineTable(text: "let a = 1\nlet b = 2"))
        let range = file.range(of: SourceSpan(start: 14, end: 15))
        #expect(range.start.line == 2)
        #expect(range.start.column == 5)
        #expect(file.text(of: SourceSpan(start: 14, end: 15)) == "b")
    }

    @Test func unionCoversBoth() {
        #expect(SourceSpan(start: 3, end: 5).union(SourceSpan(start: 1, end: 4)) == SourceSpan(start: 1, end: 5))
    }
}
