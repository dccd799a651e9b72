import Testing
@testable import SwiftInterpreter

/// A `switch` expression whose case body is an `#if` block holding one expression (`case .card:
/// #if … "a" #else "b" #endif`): the block is resolved before type checking, so the active
/// clause's expression is the case's value (SE-0380). Expected output is what the same program
/// printed when compiled with swiftc 6 and run on Linux.
@Suite struct CompilationBlockInSwitchExpressionTests {
    @Test func theActiveClausesExpressionIsTheCasesValue() throws {
        let output = try run("""
        enum Style {
            case card, plain
            var color: String {
                switch self {
                case .card:
                    #if canImport(Foundation)
                    "new card"
                    #else
                    "old card"
                    #endif
                case .plain:
                    "plain"
                }
            }
        }
        print(Style.card.color, Style.plain.color)
        """)
        #expect(output == "new card plain\n")
    }
}
