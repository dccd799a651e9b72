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

/// A version check (`#if swift(>=5.9)`, `#if compiler(>=5.9)`) as a case's body or around cases
/// of a `switch` statement: the clause the assumed Swift 6.2 compiles is the one that runs
/// (`CompilerVersionCheck`). Expected output is what swiftc 6 printed for the same program.
@Suite struct VersionCheckInSwitchCaseTests {
    @Test func theVersionChecksActiveClauseIsTheCasesBody() throws {
        let output = try run("""
        enum Access { case denied, full, write }
        func width(_ access: Access) -> Int {
            switch access {
            case .denied:
                #if swift(>=5.9)
                return 5
                #else
                return 6
                #endif
            #if compiler(>=5.9)
                case .full:
                    return 30
                case .write:
                    return 40
            #endif
            }
        }
        print(width(.denied), width(.full), width(.write))
        """)
        #expect(output == "5 30 40\n")
    }
}
