import Diagnostics
import Testing
@testable import ProjectReader

/// One case per kind of catalogued message the interpreter and runtime raise: its stable id and
/// its printed form. Wording and columns are swiftc 6.3's (`swiftc -typecheck
/// -diagnostic-style=llvm` on stand-in declarations with the same signatures) where swiftc
/// reports the same problem at compile time; a trap is worded as the Swift runtime prints it.
@Suite struct CatalogueGoldenTests {
    /// Each case is named by the id its first diagnostic must carry.
    static let cases: [GoldenCase] = [
        // `#Preview { Color.red.frame(width: ` is 34 bytes: the subscript starts at column 35.
        GoldenCase(name: "trap.indexOutOfRange", source: "let widths: [CGFloat] = [10]\n#Preview { Color.red.frame(width: widths[3]) }", expected: """
            x.swift:2:35: error: Fatal error: Index out of range
            #Preview { Color.red.frame(width: widths[3]) }
                                              ^~~~~~~~~

            """),
        GoldenCase(name: "trap.nilUnwrap", source: "let width: CGFloat? = nil\n#Preview { Color.red.frame(width: width!) }", expected: """
            x.swift:2:35: error: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            #Preview { Color.red.frame(width: width!) }
                                              ^~~~~~

            """),
        // swiftc: "for-in loop requires 'Int' to conform to 'Sequence'" at the sequence, `5`
        // (column 36: `func total() -> CGFloat { for _ in ` is 35 bytes).
        GoldenCase(name: "notASequence", source: "func total() -> CGFloat { for _ in 5 { }; return 1 }\n#Preview { Color.red.frame(width: total()) }", expected: """
            x.swift:1:36: error: for-in loop requires 'Int' to conform to 'Sequence'
            func total() -> CGFloat { for _ in 5 { }; return 1 }
                                               ^

            """),
        // An error the program throws and nothing catches: described as Swift's `print` shows an
        // enum case (`bad`), at the thrown value (column 40, after `func width() throws -> CGFloat
        // { throw `, 39 bytes; `Failure.bad` is 11 bytes).
        GoldenCase(name: "trap.uncaughtError", source: """
            enum Failure: Error { case bad }
            func width() throws -> CGFloat { throw Failure.bad }
            #Preview { try Color.red.frame(width: width()) }
            """, expected: """
            x.swift:2:40: error: an error was thrown and not caught: bad
            func width() throws -> CGFloat { throw Failure.bad }
                                                   ^~~~~~~~~~~

            """),
        // A name defined in another file, where a view is expected: a stand-in of its name.
        GoldenCase(name: "standInView", source: "#Preview { ListView() }", expected: """
            x.swift:1:12: warning: 'ListView' is defined in another file; drawn as a stand-in
            #Preview { ListView() }
                       ^~~~~~~~~~

            """),
        // swiftc's words; swiftc points at the element (`1`, column 31), LayoutLens at the call
        // (`LazyVGrid(columns: [1]) { Color.red }`, 37 bytes from column 12).
        GoldenCase(name: "elementTypeMismatch", source: "#Preview { LazyVGrid(columns: [1]) { Color.red } }", expected: """
            x.swift:1:12: error: cannot convert value of type 'Int' to expected element type 'GridItem'
            #Preview { LazyVGrid(columns: [1]) { Color.red } }
                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """),
    ]

    @Test(arguments: cases)
    func firstDiagnosticHasItsIdAndSwiftcsShape(_ golden: GoldenCase) throws {
        let reading = read(golden.source)
        let first = try #require(reading.diagnostics.first, "no diagnostic for \(golden.name)")
        #expect(first.id == golden.name)
        #expect(DiagnosticFormatter().format(first, source: reading.lines) == golden.expected)
    }
}
