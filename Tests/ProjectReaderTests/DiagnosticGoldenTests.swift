import Diagnostics
import Testing
@testable import ProjectReader

/// One kind of bad input and the first diagnostic it must produce, printed as swiftc prints it
/// (header `file:line:column: severity: message`, the source line, a caret under the range,
/// the fix-it's replacement, then notes). Columns count UTF-8 bytes from 1, as swiftc's do.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var expected: String
    var testDescription: String { name }
}

@Suite struct DiagnosticGoldenTests {
    static let cases: [GoldenCase] = [
        GoldenCase(name: "unterminated string", source: "#Preview { Text(\"abc) }", expected: """
            x.swift:1:17: error: unterminated string literal
            #Preview { Text("abc) }
                            ^

            """),
        // swiftc 6.3 -parse: the error at the end of the file (2:23, after the 22 bytes of line 2),
        // with a note at the `/*`.
        GoldenCase(name: "unterminated block comment", source: "/* never closed\n#Preview { Color.red }", expected: """
            x.swift:2:23: error: unterminated '/*' comment
            #Preview { Color.red }
                                  ^
            x.swift:1:1: note: comment started here
            /* never closed
            ^~

            """),
        GoldenCase(name: "missing closing brace", source: "#Preview {\n    Color.red\n", expected: """
            x.swift:3:1: error: expected '}' at end of closure

            ^

            """),
        GoldenCase(name: "extraneous closing brace", source: "#Preview { Color.red }\n}", expected: """
            x.swift:2:1: error: extraneous '}' at top level
            }
            ^

            """),
        // swiftc -typecheck underlines the name only (`^~~~~`, 5 bytes of `HStak`).
        GoldenCase(name: "unknown view", source: "#Preview { HStak { Color.red } }", expected: """
            x.swift:1:12: error: cannot find 'HStak' in scope
            #Preview { HStak { Color.red } }
                       ^~~~~

            """),
        GoldenCase(name: "unknown modifier", source: "#Preview { Color.red.fram(width: 10) }", expected: """
            x.swift:1:22: error: value of type 'Color' has no member 'fram'
            #Preview { Color.red.fram(width: 10) }
                                 ^~~~

            """),
        // swiftc -typecheck -diagnostic-style=llvm: the caret at the call's `(` (column 27), the
        // range through the label, and a fix-it writing the label it takes.
        GoldenCase(name: "unknown argument label", source: "#Preview { Color.red.frame(widht: 10) }", expected: """
            x.swift:1:27: error: incorrect argument label in call (have 'widht:', expected 'width:')
            #Preview { Color.red.frame(widht: 10) }
                                      ^~~~~~
                                       width

            """),
        // swiftc points at the value (`"ten"`, column 35) and names no parameter.
        GoldenCase(name: "wrong argument type", source: "#Preview { Color.red.frame(width: \"ten\") }", expected: """
            x.swift:1:35: error: cannot convert value of type 'String' to expected argument type 'CGFloat'
            #Preview { Color.red.frame(width: "ten") }
                                              ^~~~~

            """),
        GoldenCase(name: "negative frame width", source: "#Preview { Color.red.frame(width: -10) }", expected: """
            x.swift:1:35: warning: invalid frame dimension: 'width' is -10; SwiftUI ignores a negative or non-finite dimension (it logs "Invalid frame dimension (negative or non-finite).")
            #Preview { Color.red.frame(width: -10) }
                                              ^~~

            """),
        GoldenCase(name: "NaN frame height", source: "#Preview { Color.red.frame(height: .nan) }", expected: """
            x.swift:1:36: warning: invalid frame dimension: 'height' is NaN; SwiftUI ignores a negative or non-finite dimension (it logs "Invalid frame dimension (negative or non-finite).")
            #Preview { Color.red.frame(height: .nan) }
                                               ^~~~

            """),
        GoldenCase(name: "#Preview without body", source: "#Preview(\"x\")\n", expected: """
            x.swift:1:1: error: '#Preview' needs a trailing closure that returns a view
            #Preview("x")
            ^~~~~~~~

            """),
        // swiftc -typecheck accepts the two views (the recursion is at run time); the error points
        // at the use that closes the cycle, `A` in `B`'s body (line 5, column 27).
        GoldenCase(name: "recursion between custom views", source: """
            struct A: View {
                var body: some View { B() }
            }
            struct B: View {
                var body: some View { A() }
            }
            #Preview { A() }
            """, expected: """
            x.swift:5:27: error: view 'A' contains itself (A → B → A); SwiftUI would recurse forever
                var body: some View { A() }
                                      ^

            """),
        GoldenCase(name: "empty file", source: "", expected: """
            x.swift:1:1: warning: file contains no code; expected a '#Preview' or a PreviewProvider

            """),
        GoldenCase(name: "missing closing parenthesis", source: "#Preview { Color.red.frame(width: 10 }", expected: """
            x.swift:1:38: error: expected ',' separator
            #Preview { Color.red.frame(width: 10 }
                                                 ^

            """),
        GoldenCase(name: "two statements on one line", source: "#Preview { Color.red Color.blue }", expected: """
            x.swift:1:21: error: consecutive statements on a line must be separated by ';'
            #Preview { Color.red Color.blue }
                                ^

            """),
        GoldenCase(name: "invalid character", source: "#Preview { Text('a') }", expected: """
            x.swift:1:17: error: single-quoted string literal found, use '"'
            #Preview { Text('a') }
                            ^

            """),
        // swiftc 6.3 -parse points at the character after the backslash (column 20).
        GoldenCase(name: "invalid escape", source: "#Preview { Text(\"a\\qb\") }", expected: """
            x.swift:1:20: error: invalid escape sequence in literal
            #Preview { Text("a\\qb") }
                               ^

            """),
        GoldenCase(name: "invalid number", source: "#Preview { Color.red.frame(width: 12abc) }", expected: """
            x.swift:1:37: error: 'a' is not a valid digit in integer literal
            #Preview { Color.red.frame(width: 12abc) }
                                                ^

            """),
        // swiftc -typecheck -diagnostic-style=llvm points at the call's `)` (column 29: `#Preview {
        // RoundedRectangle(` is 28 bytes); its words end "in call" and it adds a fix-it
        // `cornerRadius: <#Double#>` and a note at the declaration, which is SwiftUI's here.
        GoldenCase(name: "missing argument", source: "#Preview { RoundedRectangle() }", expected: """
            x.swift:1:29: error: missing argument for parameter 'cornerRadius' in call to 'RoundedRectangle'
            #Preview { RoundedRectangle() }
                                        ^

            """),
        // swiftc 6.3 -typecheck -diagnostic-style=llvm, with SwiftUI's `init(minLength: CGFloat? =
        // nil)` stubbed: the value where a label is expected, a caret at it (column 19) and a
        // fix-it inserting the label.
        GoldenCase(name: "value without its label", source: "#Preview { Spacer(10) }", expected:
            "x.swift:1:19: error: missing argument label 'minLength:' in call\n"
            + "#Preview { Spacer(10) }\n"
            + String(repeating: " ", count: 18) + "^\n"
            + String(repeating: " ", count: 18) + "minLength: \n"),
        // swiftc -typecheck -diagnostic-style=llvm points at the second argument's value (`20`,
        // column 46) and says "in call" without the callee.
        GoldenCase(name: "duplicate label", source: "#Preview { Color.red.frame(width: 10, width: 20) }", expected: """
            x.swift:1:46: error: extra argument 'width' in call to 'frame'
            #Preview { Color.red.frame(width: 10, width: 20) }
                                                         ^~

            """),
        GoldenCase(name: "misspelt property", source: """
            struct Card: View {
                let title: String
                var body: some View { Text(titel) }
            }
            #Preview { Card(title: "Hi") }
            """, expected: """
            x.swift:3:32: error: cannot find 'titel' in scope
                var body: some View { Text(titel) }
                                           ^~~~~

            """),
        // swiftc looks `.centre` up in the parameter's type and points at the name (column 51,
        // after the 50 bytes of `#Preview { Color.red.frame(width: 10, alignment: .`).
        GoldenCase(name: "unknown member of Alignment", source: "#Preview { Color.red.frame(width: 10, alignment: .centre) }",
                   expected: """
            x.swift:1:51: error: type 'Alignment' has no member 'centre'
            #Preview { Color.red.frame(width: 10, alignment: .centre) }
                                                              ^~~~~~

            """),
        GoldenCase(name: "unmodelled layout modifier", source: "#Preview { VStack { Text(\"a\").textScale(4) } }", expected: """
            x.swift:1:31: warning: modifier 'textScale' affects layout but is not modelled by LayoutLens; it is ignored
            #Preview { VStack { Text("a").textScale(4) } }
                                          ^~~~~~~~~

            """),
        // swiftc -typecheck (with a stand-in `protocol View`): at the type's name, column 8; its
        // notes ("add stubs for conformance", "protocol requires …") point into SwiftUI.
        GoldenCase(name: "view without body", source: "struct A: View {\n    let x = 1\n}\n#Preview { A() }", expected: """
            x.swift:1:8: error: type 'A' does not conform to protocol 'View'
            struct A: View {
                   ^

            """),
        GoldenCase(name: "number where a string is expected", source: "#Preview { Text(42) }", expected: """
            x.swift:1:17: error: cannot convert value of type 'Int' to expected argument type 'String'
            #Preview { Text(42) }
                            ^~

            """),
        // swiftc's own error: a `for` loop in a `@ViewBuilder` closure needs `ForEach`.
        GoldenCase(name: "unsupported statement", source: "#Preview {\n    for i in 0..<3 { Color.red }\n}", expected: """
            x.swift:2:5: error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
                for i in 0..<3 { Color.red }
                ^~~

            """),
        GoldenCase(name: "missing image asset", source: "#Preview { Image(\"nope\") }", expected: """
            x.swift:1:18: warning: no image named 'nope' in the Assets folder beside the file; using a 100×100 pt placeholder
            #Preview { Image("nope") }
                             ^~~~~~

            """),
        // swiftc underlines the member's name: `fixedLayot`, 10 bytes from column 24 (after the 23
        // bytes of `#Preview("a", traits: .`).
        GoldenCase(name: "unknown preview trait", source: "#Preview(\"a\", traits: .fixedLayot(width: 1, height: 2)) { Color.red }",
                   expected: """
            x.swift:1:24: error: type 'PreviewTrait' has no member 'fixedLayot'
            #Preview("a", traits: .fixedLayot(width: 1, height: 2)) { Color.red }
                                   ^~~~~~~~~~

            """),
        GoldenCase(name: "string literal as a view", source: "#Preview { \"hello\" }", expected: """
            x.swift:1:1: error: value of type 'String' is not a View
            #Preview { "hello" }
            ^

            """),
        GoldenCase(name: "string where a line limit is expected", source: "#Preview { Text(\"a\").lineLimit(\"two\") }",
                   expected: """
            x.swift:1:32: error: cannot convert value of type 'String' to expected argument type 'Int?'
            #Preview { Text("a").lineLimit("two") }
                                           ^~~~~

            """),
        // swiftc -typecheck -diagnostic-style=llvm: the caret at the call's `(` (column 29), the
        // range through `all: `, and a fix-it deleting it (printed as spaces up to column 30).
        GoldenCase(name: "labelled padding", source: "#Preview { Color.red.padding(all: 10) }", expected:
            "x.swift:1:29: error: extraneous argument label 'all:' in call\n"
            + "#Preview { Color.red.padding(all: 10) }\n"
            + String(repeating: " ", count: 28) + "^~~~~~\n"
            + String(repeating: " ", count: 29) + "\n"),
        GoldenCase(name: "property without a name", source: "struct A: View {\n    var = 5\n}", expected: """
            x.swift:2:9: error: expected pattern
                var = 5
                    ^

            """),
        // A class is Swift the interpreter runs now (no diagnostic); a file without previews has
        // its main view laid out as a preview would show it, with a word at the view's name
        // (column 8, after "struct "; the caret and three tildes span "Card").
        GoldenCase(name: "file without previews", source: "struct Card: View {\n    var body: some View { Color.red }\n}", expected: """
            x.swift:1:8: warning: the file has no preview; 'Card' is laid out as a preview of it would show it
            struct Card: View {
                   ^~~~

            """),
        GoldenCase(name: "ForEach too large", source: "#Preview { VStack { ForEach(0..<5000) { _ in Color.red } } }", expected: """
            x.swift:1:21: error: ForEach of 5000 elements; at most 1000 are laid out
            #Preview { VStack { ForEach(0..<5000) { _ in Color.red } } }
                                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """),
        GoldenCase(name: "integer where a Bool is expected", source: "#Preview { Text(\"a\").fixedSize(horizontal: 1, vertical: true) }",
                   expected: """
            x.swift:1:44: error: cannot convert value of type 'Int' to expected argument type 'Bool'
            #Preview { Text("a").fixedSize(horizontal: 1, vertical: true) }
                                                       ^

            """),
        GoldenCase(name: "unknown system colour", source: "#Preview { Color.grean }", expected: """
            x.swift:1:18: error: type 'Color' has no member 'grean'
            #Preview { Color.grean }
                             ^~~~~

            """),
        // `#Preview { ` is 11 columns, `Color.red.` 10 and `frame(` 6: `minWidth` starts at column
        // 28 and is 8 long; the warning points at the lower bound's label.
        GoldenCase(name: "contradictory frame", source: "#Preview { Color.red.frame(minWidth: 50, maxWidth: 10) }", expected: """
            x.swift:1:28: warning: contradictory frame constraints: 'minWidth' 50 is greater than 'maxWidth' 10 (SwiftUI logs "Contradictory frame constraints specified.")
            #Preview { Color.red.frame(minWidth: 50, maxWidth: 10) }
                                       ^~~~~~~~

            """),
        // swiftc -typecheck: at the property's name, `x` of `s.x` (column 27, after the 26 bytes of
        // `#Preview { var s = S(); s.`).
        GoldenCase(name: "assignment to a get-only property", source: """
            struct S { var x: CGFloat { 1 } }
            #Preview { var s = S(); s.x = 2; return Color.red.frame(width: s.x) }
            """, expected: """
            x.swift:2:27: error: cannot assign to property: 'x' is a get-only property
            #Preview { var s = S(); s.x = 2; return Color.red.frame(width: s.x) }
                                      ^

            """),
        // `width: ` after `frame(` (column 28) puts `10 / 0` at column 35, 6 columns long.
        GoldenCase(name: "division by zero", source: "#Preview { Color.red.frame(width: 10 / 0) }", expected: """
            x.swift:1:35: error: Fatal error: Division by zero
            #Preview { Color.red.frame(width: 10 / 0) }
                                              ^~~~~~

            """),
    ]

    @Test(arguments: cases)
    func firstDiagnosticIsPrintedLikeSwiftc(_ golden: GoldenCase) throws {
        let reading = read(golden.source)
        let first = try #require(reading.diagnostics.first, "no diagnostic for \(golden.name)")
        let printedText = DiagnosticFormatter().format(first, source: reading.lines)
        #expect(printedText == golden.expected)
    }

    /// The table is checked through the reader's real output, not its own size: every case's
    /// source produces a diagnostic, and their ids are at least 30 different ones — 30 kinds of bad
    /// input, not 30 spellings of one (each kind of message has its own catalogue id).
    @Test func goldenCasesCoverThirtyDiagnosticKinds() {
        let firsts = Self.cases.map { read($0.source).diagnostics.first }
        #expect(firsts.allSatisfy { $0 != nil }, "cases without a diagnostic: \(zip(Self.cases, firsts).filter { $1 == nil }.map(\.0.name))")
        let kinds = Set(firsts.compactMap { $0?.id })
        #expect(kinds.count >= 30, "kinds covered: \(kinds.sorted())")
        #expect(!kinds.contains { $0.hasPrefix("interpreter-") }, "uncatalogued: \(kinds.sorted())")
    }

    /// A binary file (PNG signature bytes, which are not UTF-8) is refused before lexing, with no
    /// source excerpt.
    @Test func binaryFileIsRefused() {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]
        let reading = SwiftUIFileReader.read(bytes: bytes, file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(reading.diagnostics.map(\.id) == ["binaryFile"])
        #expect(reading.diagnostics.first?.line == 1 && reading.diagnostics.first?.column == 1)
        #expect(reading.scenarios.isEmpty)
    }

    /// A `.swift` file whose first line runs it with bash is a bash script: one warning naming the
    /// interpreter, nothing read (its `echo` lines would be parse errors). A Swift script's own
    /// shebang (`#!/usr/bin/env swift`, The Swift Programming Language, "Lexical Structure") is
    /// read as Swift.
    @Test func aScriptOfAnotherLanguageIsNotRead() {
        let bash = read("#!/usr/bin/env bash\nset -euo pipefail\necho \"launching\"\n")
        #expect(bash.diagnostics.map(\.id) == ["scriptOfAnotherLanguage"])
        #expect(bash.diagnostics.first?.text.contains("'bash'") == true)
        #expect(bash.diagnostics.first?.severity == .warning)
        let shell = read("#!/bin/sh\nexit 0\n")
        #expect(shell.diagnostics.map(\.id) == ["scriptOfAnotherLanguage"])
        let swift = read("#!/usr/bin/env swift\nimport SwiftUI\n#Preview { Text(\"Hi\") }\n")
        #expect(!swift.diagnostics.contains { $0.id == "scriptOfAnotherLanguage" })
        #expect(swift.scenarios.count == 1)
    }

    /// A 5 MB file (350 000 copies of a 16-byte comment line = 5 600 000 bytes) is over the 2 MiB
    /// limit (2 097 152 bytes) and refused with one error.
    @Test func fiveMegabyteFileIsRefused() {
        let source = String(repeating: "// comment line\n", count: 350_000)
        let reading = read(source)
        #expect(reading.diagnostics.map(\.text) == ["file is too large to read (5600000 bytes; the limit is 2097152 bytes)"])
        #expect(reading.diagnostics.first?.severity == .error)
    }

    /// 60 previews each with an unknown view: 50 errors, then one "too many errors", then nothing.
    @Test func errorsAreCappedAtFifty() {
        let source = String(repeating: "#Preview { Colr() }\n", count: 60)
        let reading = read(source)
        #expect(reading.diagnostics.count == 51)
        #expect(reading.diagnostics.last?.id == "tooManyErrors")
    }

    /// Every error of a file is reported, not just the first.
    @Test func reportsAllErrorsOfAFile() {
        let source = """
        #Preview { Color.red.fram(width: 10) }
        #Preview { HStak { Color.red } }
        #Preview { Color.red.frame(width: -1) }
        """
        // The last is a warning: SwiftUI lays a frame of a negative width out as if none were given.
        let diagnostics = read(source).diagnostics
        #expect(diagnostics.map(\.line) == [1, 2, 3])
        #expect(diagnostics.map(\.severity) == [.error, .error, .warning])
        #expect(diagnostics.last?.id == "droppedFrameDimension")
    }

    /// A view the file does not define (`Foo`, of another file of the app) is drawn as a
    /// placeholder with one warning at its use; the file's other scenarios run as before.
    @Test func undefinedViewIsAPlaceholderInItsScenario() {
        let source = """
        #Preview("other file") { Foo() }
        #Preview("good") { Color.red }
        """
        let reading = read(source)
        #expect(reading.scenarios.map(\.name) == ["other file", "good"])
        #expect(reading.diagnostics.map(\.id) == ["standInView"])
        #expect(reading.diagnostics.first?.line == 1 && reading.diagnostics.first?.column == 26)
    }

    /// Modifiers that only paint or handle input are accepted without any diagnostic.
    @Test func renderOnlyModifiersAreSilent() {
        let source = """
        #Preview {
            Text("a")
                .foregroundStyle(.red)
                .opacity(0.5)
                .shadow(radius: 3)
                .onTapGesture { }
                .accessibilityLabel("A")
                .cornerRadius(4)
                .tint(.blue)
        }
        """
        let reading = read(source)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.count == 1)
    }

    /// 5000 nested parentheses: an error, not a stack overflow.
    @Test func deepNestingIsAnErrorNotACrash() {
        let source = "#Preview { Text(" + String(repeating: "(", count: 5000) + "\"a\"" + String(repeating: ")", count: 5000) + ") }"
        let reading = read(source)
        #expect(reading.diagnostics.contains { $0.severity == .error })
    }

    /// Mutated versions of a seed fixture (characters deleted, duplicated or replaced by a fixed
    /// pseudo-random sequence) never crash the reader, and every diagnostic points inside the file.
    @Test func mutatedFixturesNeverCrash() {
        let original = Array(readFixtureText("Fixtures/app-style-profile.swift").utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array("(){}[].,:\"\\#$ \n/*0a".utf8)
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) where !bytes.isEmpty {
                let at = next() % bytes.count
                switch next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(bytes[at], at: at)
                default: bytes[at] = alphabet[next() % alphabet.count]
                }
            }
            let reading = SwiftUIFileReader.read(bytes: bytes, file: "m.swift", assets: ImageAssets(directory: nil))
            let lineCount = reading.lines.lineCount
            #expect(reading.diagnostics.allSatisfy { $0.line >= 1 && $0.line <= lineCount && $0.column >= 1 })
            // Every preview that is dropped says why (the reader's safety net never fires).
            #expect(!reading.diagnostics.contains { $0.text.contains("could not be laid out") },
                    "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}

extension DiagnosticGoldenTests {
    /// The whole printed output of a file with an error and two warnings, in source order: the
    /// first preview fails at its unknown modifier (swiftc's wording for a missing member); the
    /// second is laid out with a placeholder image and a padding that a constant of another file
    /// of the app may name (read alone, the file cannot tell `.horizonal` from such a constant).
    @Test func wholeFileOutput() {
        let source = """
        #Preview {
            Color.red.fram(width: 10)
        }
        #Preview {
            Image("nope").padding(.horizonal)
        }
        """
        let reading = read(source)
        let output = DiagnosticFormatter().format(reading.diagnostics, sources: ["x.swift": reading.lines])
        #expect(output == """
            x.swift:2:15: error: value of type 'Color' has no member 'fram'
                Color.red.fram(width: 10)
                          ^~~~
            x.swift:5:11: warning: no image named 'nope' in the Assets folder beside the file; using a 100×100 pt placeholder
                Image("nope").padding(.horizonal)
                      ^~~~~~
            x.swift:5:19: warning: 'CGFloat.horizonal' is defined in another file; LayoutLens assumed 16 (the default padding) for it
                Image("nope").padding(.horizonal)
                              ^~~~~~~~~~~~~~~~~~~

            """)
        #expect(reading.scenarios.count == 1)
    }
}

