import Testing
@testable import SwiftFrontEnd

/// Generic arguments nested past the parser's depth limit in an expression stop with one error,
/// found in one pass: 10 000 nested `Optional<` took minutes when each level asked again
/// whether its `<` starts arguments (issue 30, "Bad input").
@Suite struct DeepGenericArgumentsTests {
    @Test func genericArgumentsNestedPastTheLimitStopWithOneError() {
        let depth = 10_000
        let source = "let x = " + String(repeating: "Optional<", count: depth) + "Int" + String(repeating: ">", count: depth) + ".none\n"
        let diagnostics = parse(source).1
        // The limit's error, then the list it cut short (no error per level).
        #expect(diagnostics.map(\.text) == [ParseMessages.nestingTooDeep().text, "expected '>' to complete generic argument list"])
    }

    @Test func genericArgumentsWithinTheLimitStillRead() {
        let source = "let x = " + String(repeating: "Optional<", count: 100) + "Int" + String(repeating: ">", count: 100) + ".none\n"
        #expect(parse(source).1.isEmpty)
    }
}
