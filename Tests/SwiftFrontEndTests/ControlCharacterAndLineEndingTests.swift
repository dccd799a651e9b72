import Diagnostics
import Testing
@testable import SwiftFrontEnd

/// Raw control characters and old Mac line endings, read as swiftc 6.3 reads them (each expected
/// position below is what `swiftc -parse` printed for the same bytes).
@Suite struct ControlCharacterAndLineEndingTests {
    func positions(_ source: String) -> [String] {
        parse(source).1.map { "\($0.line):\($0.column) \($0.text)" }
    }

    @Test func controlCharacterInAStringLiteralIsAnError() {
        let unprintable = "unprintable ASCII character found in source file"
        // `let a = "x` is 10 bytes, so the control character is column 11 (a raw string: 12).
        #expect(positions("let a = \"x\u{01}y\"\n") == ["1:11 \(unprintable)"])
        #expect(positions("let a = \"x\u{7F}y\"\n") == ["1:11 \(unprintable)"])
        #expect(positions("let a = #\"x\u{01}\"#\n") == ["1:12 \(unprintable)"])
        // A tab is allowed only in a multi-line literal.
        #expect(positions("let a = \"x\ty\"\n") == ["1:11 \(unprintable)"])
        #expect(positions("let a = \"\"\"\n  x\ty\n  \"\"\"\n").isEmpty)
        #expect(positions("let a = \"\"\"\n  x\u{01}y\n  \"\"\"\n") == ["2:4 \(unprintable)"])
    }

    @Test func controlCharactersOutsideLiteralsAreWhitespace() {
        // Vertical tab and form feed between tokens, and any byte in a comment, are accepted.
        #expect(positions("let a = 1\u{0B}\nlet b = 2\u{0C}\n// x\u{01}\u{7F}\n").isEmpty)
    }

    @Test func aLoneCarriageReturnEndsALine() {
        // A comment ends at `\r`, so the declaration after it is read, on line 2.
        let (file, diagnostics) = parse("// c\rlet a = 1\r")
        #expect(diagnostics.isEmpty)
        #expect(file.statements.count == 1)
        #expect(file.lineTable.position(at: 5).line == 2)
        // An error on the second line of a `\r` file is reported there (swiftc: 2:11).
        #expect(positions("let a = 1\rlet b = \"x\u{01}\"\r") == ["2:11 unprintable ASCII character found in source file"])
        // Lines of a multi-line literal may end with `\r` alone too.
        #expect(positions("let s = \"\"\"\r  a\r  \"\"\"\r").isEmpty)
        // `\r\n` stays one line break.
        #expect(positions("let a = 1\r\nlet b = \"x\u{01}\"\r\n") == ["2:11 unprintable ASCII character found in source file"])
    }
}
