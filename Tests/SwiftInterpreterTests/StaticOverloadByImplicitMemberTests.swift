import Testing
@testable import SwiftInterpreter

/// Static methods overloaded by the type of an implicit-member argument, and a number literal
/// beside an implicit member in a conditional expression with no contextual type. Expected output
/// is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct StaticOverloadByImplicitMemberTests {
    static let tokens = """
    enum Spacing { case p8, p16
        var value: Double { self == .p8 ? 8 : 16 } }
    enum Outline { case small, large
        var value: Double { self == .small ? 1 : 4 } }
    extension Double {
        static func ds(_ spacing: Spacing) -> Double { spacing.value }
        static func ds(_ outline: Outline) -> Double { outline.value }
    }

    """

    @Test func theOverloadWhoseParameterTypeDeclaresTheMemberIsCalled() throws {
        let output = try run(Self.tokens + """
        func gap(_ spacing: Double?) -> Double { spacing ?? -1 }
        let list: [Double] = [.ds(.p8), .ds(.large)]
        print(Double.ds(.large), Double.ds(.p16), gap(.ds(.small)), list)
        """)
        #expect(output == "4.0 16.0 1.0 [8.0, 4.0]\n")
    }

    @Test func aNumberLiteralBesideAnImplicitMemberTakesTheTypeDeclaringIt() throws {
        let output = try run(Self.tokens + """
        let flag = false
        let spacing = flag ? 0 : .ds(.small)
        let wide = !flag ? 2.5 : .ds(.p16)
        print(spacing, wide)
        """)
        #expect(output == "1.0 2.5\n")
    }
}
