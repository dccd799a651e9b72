import Testing
@testable import SwiftInterpreter

/// A member written on an integer literal is looked up on every type the literal can be: with
/// `days` declared only on `Double`, `5.days` makes the literal a `Double`; a member `Int` has
/// keeps it an `Int`. Expected output from the same program compiled with `swiftc` 6 on Linux.
@Suite struct IntegerLiteralMemberTypeTests {
    @Test func aMemberOnlyDoubleDeclaresMakesTheLiteralADouble() {
        let program = """
            extension Double { var days: Double { self * 86_400 } }
            extension Int { var twice: Int { self * 2 } }
            print(5.days, 3.twice, 2.5.days)

            """
        // 5 × 86 400 = 432 000 (a Double, printed with ".0"); 3 × 2 = 6 (an Int); 2.5 × 86 400 = 216 000.
        #expect(outcome(program) == "432000.0 6 216000.0\n")
    }

    @Test func aMemberBothDeclareKeepsTheLiteralAnInt() {
        let program = """
            extension Double { var half: Double { self / 2 } }
            extension Int { var half: Int { self / 2 } }
            print(5.half)

            """
        // Int first: 5 / 2 = 2.
        #expect(outcome(program) == "2\n")
    }
}
