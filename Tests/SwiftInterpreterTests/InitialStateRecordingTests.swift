import Testing
@testable import SwiftInterpreter

/// Each preview starts from the globals and statics loading left (`InitialProgramState`), and
/// the state is recorded again before each file's previews, after that file's types are
/// declared anew (`redeclareTypes`). Recording again looks only at the types put under a name
/// since the last record (`TypeTable.namesPut(since:)`), so it must still find those.
@Suite struct InitialStateRecordingTests {
    /// Two files of a module declare a `private struct Counter` of their own. Declared anew for
    /// the second file after the first record, its `Counter` is a new type put under the name:
    /// the second record finds it, so restoring before that file's next preview puts its
    /// `count` back to its own initial value (Swift initialises a static on first use, so a new
    /// preview process starts from the declaration's `= 10`).
    @Test func aTypeDeclaredAnewForTheNextFileHasItsStaticsRestored() throws {
        let first = try parseForTest("private struct Counter { static var count = 0 }\n", file: "First.swift")
        let second = try parseForTest("""
            private struct Counter { static var count = 10 }
            func bump() -> Int {
                Counter.count += 1
                return Counter.count
            }

            """, file: "Second.swift")
        let interpreter = Interpreter()
        try interpreter.load([second, first])
        interpreter.recordInitialState()
        try interpreter.redeclareTypes(named: ["Counter"], of: second)
        interpreter.recordInitialState()
        let bump = try #require(interpreter.globalFunctionOverloads("bump")?.first)
        func count() throws -> Int? {
            if case let .int(value) = try interpreter.call(bump, []) { return value }
            return nil
        }
        #expect(try count() == 11)
        #expect(try count() == 12)
        interpreter.restoreInitialState()
        #expect(try count() == 11)
    }

    /// The names put since a mark are those registered after it, in order; a name put again
    /// (its type replaced) appears again, and a name removed since still appears (the table
    /// answers what it names now).
    @Test func theNamesPutSinceAMarkAreTheLaterRegistrationsInOrder() {
        let interpreter = Interpreter()
        _ = interpreter.registerNativeType("Before")
        let mark = interpreter.types.namesPutCount
        _ = interpreter.registerNativeType("Later")
        interpreter.types["Before"] = interpreter.types["Later"]
        interpreter.types["Later"] = nil
        #expect(Array(interpreter.types.namesPut(since: mark)) == ["Later", "Before"])
        #expect(interpreter.types.namesPut(since: interpreter.types.namesPutCount).isEmpty)
    }
}
