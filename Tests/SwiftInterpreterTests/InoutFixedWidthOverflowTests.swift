import Testing
@testable import SwiftInterpreter

/// A store through an `inout` parameter of a fixed-width integer type is checked against that
/// type inside the function, where Swift's overflow check is: compiled with swiftc 6.3.1
/// (`-Onone`, Linux), `func f(_ a: inout Int8) { a += 1 }` called with 127 stops with
/// "Swift runtime failure: arithmetic overflow" and the backtrace's first frame is the `+=`,
/// not the call.
@Suite struct InoutFixedWidthOverflowTests {
    func trapLine(_ source: String) -> String {
        guard let error = runError(source) else { return "no error" }
        return "\(error.range?.start.line ?? 0) \(error.message)"
    }

    @Test func anInt8PastItsMaximumThroughAnInoutParameterTrapsAtTheAddition() {
        let source = "func f(_ a: inout Int8) {\n    a += 1\n}\nfunc run() {\n    var a: Int8 = 127\n    f(&a)\n}\nrun()\n"
        // Int8.max is 127: 127 + 1 does not fit, at line 2.
        #expect(trapLine(source) == "2 Swift runtime failure: arithmetic overflow")
    }

    @Test func aUInt8BelowZeroThroughAnInoutParameterTrapsAtTheSubtraction() {
        let source = "func g(_ b: inout UInt8) {\n    b -= 1\n}\nfunc run() {\n    var b: UInt8 = 0\n    g(&b)\n}\nrun()\n"
        #expect(trapLine(source) == "2 Swift runtime failure: arithmetic overflow")
    }
}
