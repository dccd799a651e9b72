import SwiftFrontEnd
import Testing
@testable import ProjectReader

/// The members a program declares, on its own types and in extensions of Apple's, so a
/// stand-in for such a member is never blamed on Apple's framework.
@Suite struct ProgramMemberNamesTests {
    private func names(_ source: String) -> ProgramMemberNames {
        ProgramMemberNames([SwiftParser.parse(bytes: Array(source.utf8), file: "x.swift").0])
    }

    @Test func membersOfExtensionsAndTypesAreTheProgramsOwn() {
        let program = names("""
        extension Double { var days: Double { self * 86_400 } }
        struct Card {
            let title: String
            func flip() {}
            enum Side { case front, back }
        }
        #if os(iOS)
        extension Int { static func random() -> Int { 4 } }
        #endif
        """)
        #expect(program.declaresMember(of: "Int.days"))
        #expect(program.declaresMember(of: "Card.title"))
        #expect(program.declaresMember(of: "Foo.flip()"))
        #expect(program.declaresMember(of: "Card.Side.back"))
        #expect(program.declaresMember(of: "Int.random"))
        // A name of one component is a type's or a global's, never a member.
        #expect(!program.declaresMember(of: "days"))
        #expect(!program.declaresMember(of: "Int.hours"))
    }
}
