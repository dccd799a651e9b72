import Testing
@testable import SwiftInterpreter

/// A value the program declared `Int64` is held as an `Int`; a member that only the program's
/// `extension Int64` declares is that extension's (Swift looks the member up on the value's
/// static type, and the program compiled). Expected output worked by hand from Swift's integer
/// division (The Swift Programming Language, "Basic Operators": "integer division … rounds toward
/// zero").
@Suite struct FixedWidthIntegerExtensionMemberTests {
    @Test func aStoredInt64ReachesTheInt64ExtensionsProperty() {
        let program = """
            extension Int64 {
                var kilobytes: String { "\\(self / 1024) KB" }
            }
            struct FileInfo { let size: Int64 }
            let file = FileInfo(size: 4096)
            print(file.size.kilobytes)

            """
        // 4096 / 1024 = 4.
        #expect(outcome(program) == "4 KB\n")
    }

    @Test func aMethodOfOneWidthIsCalledOnItsValue() {
        let program = """
            extension UInt8 {
                func percent(of total: UInt8) -> Int { Int(self) * 100 / Int(total) }
            }
            let done: UInt8 = 3
            print(done.percent(of: 4))

            """
        // 3 × 100 / 4 = 75.
        #expect(outcome(program) == "75\n")
    }

    @Test func aMemberTwoWidthsDeclareIsNotGuessed() throws {
        let interpreter = Interpreter()
        let source = """
            extension Int32 { var label: String { "32" } }
            extension Int64 { var label: String { "64" } }

            """
        try interpreter.run(try parseForTest(source))
        #expect(interpreter.fixedWidthIntegerTypeDeclaring("label") == nil)
        #expect(interpreter.fixedWidthIntegerTypeDeclaring("missing") == nil)
    }
}
