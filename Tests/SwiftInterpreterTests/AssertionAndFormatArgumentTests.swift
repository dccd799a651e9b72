import Testing
@testable import SwiftInterpreter

/// `assertionFailure` and `String(format:locale:arguments:)` as a debug (-Onone) build of Swift
/// runs them: the values were checked against swiftc 6 on Linux (`swiftc -Onone`, then running
/// the program).
@Suite struct AssertionAndFormatArgumentTests {
    /// swiftc -Onone: `assertionFailure("boom")` stops the program printing "Fatal error: boom".
    @Test func assertionFailureTrapsInADebugBuild() {
        let error = runError("func f() { assertionFailure(\"boom\") }\nf()\n")
        #expect(error?.message == "Fatal error: boom")
    }

    /// swiftc: `String(format: "%d items, %@", locale: Locale(identifier: "en_US"), arguments: [3, "x"])`
    /// is "3 items, x": the list given as `arguments:` fills the specifiers in order.
    @Test func formatTakesItsArgumentsFromTheArgumentsList() throws {
        let output = try run("""
        let format = "%d items, %@"
        print(String(format: format, arguments: [3, "x"]))
        """)
        #expect(output == "3 items, x\n")
    }
}

/// swiftc: `print(Int(), UInt64())` prints "0 0": every integer type's `init()` is zero.
@Suite struct IntegerZeroInitializerTests {
    @Test func integerInitializersWithoutArgumentsAreZero() throws {
        #expect(try run("var bits = UInt64()\nbits += 3\nprint(Int(), bits)\n") == "0 3\n")
    }
}
