import Diagnostics
import Foundation
import Testing
@testable import SwiftFrontEnd

/// Nesting is bounded as swiftc bounds it: 256 brackets open at once (swiftlang/swift,
/// lib/Parse/Parser.cpp, `StructureMarkerRAII`; swift-syntax's `defaultMaximumNestingLevel`).
/// Modifier chains, operator sequences and statement lists are not nesting in Swift's sense.
@Suite struct StructureNestingTests {
    /// `func f() {` opens one bracket; `levels` constructs inside it open one more each (`#` in
    /// `open` is replaced by the level, for names that must differ).
    static func nested(_ levels: Int, open: String, inner: String, close: String) -> String {
        var source = "func f() {\n"
        for level in 0..<levels { source += open.replacingOccurrences(of: "#", with: "\(level)") + "\n" }
        source += inner + "\n"
        for _ in 0..<levels { source += close + "\n" }
        return source + "}\n"
    }

    /// Every kind of bracket nesting real code uses, 255 deep inside a function body: 1 + 255 =
    /// 256 brackets, exactly swiftc's maximum, so no error (the innermost code opens none).
    @Test(arguments: [
        ("VStack {", "text", "}.padding(1)"),
        ("if a {", "b", "}"),
        ("g(", "1", ")"),
        ("[", "1", "]"),
        ("func f#() {", "return", "}"),
        ("h { x in", "x", "}"),
        ("switch a { case 1:", "b", "default: c }"),
    ])
    func nestingAsDeepAsSwiftcAllowsParses(_ open: String, _ inner: String, _ close: String) {
        let source = Self.nested(StructureNesting.maximumDepth - 1, open: open, inner: inner, close: close)
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty, "\(open): \(diagnostics.first?.text ?? "")")
    }

    /// One bracket past 256: swiftc's error, in its words, at that bracket, and nothing else (it
    /// stops lexing there, so the unclosed brackets are not reported).
    @Test func oneBracketMoreIsSwiftcsError() {
        // `let x = ` is 8 columns, so the 257th `(` is at column 8 + 257 = 265.
        let source = "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + "\n"
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == "swift.nestingTooDeep")
        #expect(diagnostics.first?.text == "structure nesting level exceeded maximum of 256")
        #expect(diagnostics.first.map { "\($0.line):\($0.column)" } == "1:265")
    }

    /// What comes before the overflowing bracket is still read, as swiftc reads it.
    @Test func declarationsBeforeTheOverflowAreKept() {
        let source = "struct A {}\nlet x = " + String(repeating: "[", count: 400) + "\n"
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.map(\.text) == ["structure nesting level exceeded maximum of 256"])
        guard case .declaration(let decl)? = file.statements.first?.kind, case .nominalType = decl.kind else {
            Issue.record("the struct before the overflow was not read")
            return
        }
    }

    /// `a + b + c …` is one operator sequence (swiftc folds it by precedence, reading it in a
    /// loop), not 300 levels: no error however long.
    @Test func longConcatenationIsNotNesting() {
        let terms = (0..<3_000).map { "\"w\($0)\"" }.joined(separator: " + ")
        let (_, diagnostics) = parse("let long = \(terms)\n")
        #expect(diagnostics.isEmpty)
    }

    /// `.padding().bold()…` is a postfix chain read in a loop: 2 000 links parse.
    @Test func longModifierChainIsNotNesting() {
        let chain = "Text(\"a\")" + String(repeating: "\n    .padding(1)", count: 2_000)
        let (_, diagnostics) = parse("let v = \(chain)\n")
        #expect(diagnostics.isEmpty)
    }

    /// Nesting without brackets (`a ? a ? … b : c : c`, each `then` branch an expression inside
    /// the last) meets the parser's own guard, an error, not a stack overflow.
    @Test func bracketFreeRecursionStopsAtTheParsersGuard() {
        let source = "let x = " + String(repeating: "a ? ", count: 20_000) + "b" + String(repeating: " : c", count: 20_000) + "\n"
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.first?.text == "expression or block nested too deeply (more than \(Parser.maximumDepth) levels deep)")
    }
}
