import Diagnostics
import Testing
@testable import SwiftInterpreter

/// Interpreter errors carry the catalogue id of their kind of message, and the id's prefix says
/// the error's kind (`trap.` where a compiled program stops too, `limit.` where LayoutLens stops).
@Suite struct CatalogueIdTests {
    @Test func trapsCarryTrapIds() {
        let index = runError("let a = [1]\nprint(a[3])")
        #expect(index?.id == "trap.indexOutOfRange" && index?.kind == .trap)
        #expect(index?.message == "Fatal error: Index out of range")
        let division = runError("let zero = 0\nprint(1 / zero)")
        #expect(division?.id == "trap.divisionByZero" && division?.kind == .trap)
        let range = runError("let low = 3\nlet r = low..<1\nprint(r)")
        #expect(range?.id == "trap.rangeBounds")
        let unwrap = runError("let x: Int? = nil\nprint(x!)")
        #expect(unwrap?.id == "trap.nilUnwrap")
    }

    @Test func compileTimeErrorsCarrySwiftcsKinds() {
        #expect(runError("print(titel)")?.id == "cannotFindInScope")
        #expect(runError("struct S {}\nprint(S().x)")?.id == "noMemberOnValue")
        #expect(runError("enum E { case a }\nprint(E.b)")?.id == "noMemberOnType")
        #expect(runError("func f(a: Int) {}\nf()")?.id == "missingArgument")
        #expect(runError("func f(a: Int) {}\nf(a: 1, b: 2)")?.id == "extraArgument")
        #expect(runError("let n = 5\nprint(n())")?.id == "notCallable")
    }

    /// A step limit of 1000 stops `while true {}` with the limit's id, as a limit.
    @Test func limitsCarryLimitIds() {
        var limits = EvaluationLimits.default
        limits.maxSteps = 1000
        let error = runError("var i = 0\nwhile true { i += 1 }", limits: limits)
        #expect(error?.id == "limit.steps" && error?.kind == .limit)
    }

    @Test func idPrefixNamesTheKind() {
        #expect(RuntimeError.Kind(id: "trap.overflow") == .trap)
        #expect(RuntimeError.Kind(id: "limit.callDepth") == .limit)
        #expect(RuntimeError.Kind(id: "unsupported.regex") == .unsupported)
        #expect(RuntimeError.Kind(id: "noMemberOnType") == .invalid)
    }
}
