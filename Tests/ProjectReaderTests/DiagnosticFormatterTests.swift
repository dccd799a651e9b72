import Diagnostics
import Testing

/// The swiftc-style printer and the name suggester (module Diagnostics).
@Suite struct DiagnosticFormatterTests {
    private func diagnostic(line: Int, column: Int, endColumn: Int, endLine: Int? = nil, offset: Int = 0) -> Diagnostic {
        let start = SourcePosition(line: line, column: column, offset: offset)
        let end = SourcePosition(line: endLine ?? line, column: endColumn, offset: offset + max(endColumn - column, 0))
        return Diagnostic(.unknownModifier("fram"), at: SourceRange(file: "t.swift", start: start, end: end))
    }

    /// Tabs before the range are kept as tabs so the caret lines up in a terminal.
    @Test func tabsAreKeptInTheMarkerLine() {
        let source = SourceLineTable(text: "\tColor.red.fram()\n")
        let text = DiagnosticFormatter().format(diagnostic(line: 1, column: 12, endColumn: 16), source: source)
        #expect(text == "t.swift:1:12: error: unknown modifier 'fram'\n\tColor.red.fram()\n\t          ^~~~\n")
    }

    /// Columns count UTF-8 bytes (`é` is 2 bytes), but the caret is placed under characters.
    @Test func multibyteCharactersShiftColumnsNotCarets() {
        // "Text(\"é\").fram" — `fram` starts at byte 11 + 1 = column 12 ("é" counts 2), character 11.
        let source = SourceLineTable(text: "Text(\"é\").fram()")
        let text = DiagnosticFormatter().format(diagnostic(line: 1, column: 12, endColumn: 16), source: source)
        #expect(text == "t.swift:1:12: error: unknown modifier 'fram'\nText(\"é\").fram()\n          ^~~~\n")
    }

    /// A range over several lines is marked to the end of its first line.
    @Test func multiLineRangesAreMarkedToTheEndOfTheFirstLine() {
        let source = SourceLineTable(text: "abc {\n}\n")
        let text = DiagnosticFormatter().format(diagnostic(line: 1, column: 5, endColumn: 2, endLine: 2), source: source)
        #expect(text == "t.swift:1:5: error: unknown modifier 'fram'\nabc {\n    ^\n")
    }

    /// Without the source text only the header is printed.
    @Test func noSourceGivesOnlyTheHeader() {
        let text = DiagnosticFormatter().format(diagnostic(line: 3, column: 1, endColumn: 2), source: nil)
        #expect(text == "t.swift:3:1: error: unknown modifier 'fram'\n")
    }

    @Test func lineTableMapsOffsetsToLinesAndColumns() {
        let table = SourceLineTable(text: "ab\r\ncd\n")
        #expect(table.position(at: 0) == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(table.position(at: 4) == SourcePosition(line: 2, column: 1, offset: 4))
        #expect(table.lineText(1) == "ab")
        #expect(table.lineCount == 3)
    }

    /// Edit distances: "fram"→"frame" one insertion; "widht"→"width" one swap of neighbours;
    /// "HStak"→"HStack" one insertion; "xyz"→"frame" too far to suggest.
    @Test func suggestionsUseEditDistance() {
        #expect(NameSuggestion.editDistance("fram", "frame") == 1)
        #expect(NameSuggestion.editDistance("widht", "width") == 1)
        #expect(NameSuggestion.closest(to: "HStak", in: ["VStack", "HStack", "ZStack"]) == "HStack")
        #expect(NameSuggestion.closest(to: "xyz", in: ["frame", "padding"]) == nil)
    }
}
