import Testing
@testable import SwiftInterpreter

/// `case .blue:` over a value of a library (native) type: an expression pattern whose implicit
/// member takes the subject's type (The Swift Programming Language, "Patterns", "Expression
/// Pattern"), matched with `==`. The test's `Color` is `NativeExtensionTests.registerColor`'s:
/// `red` is a registered static, `blue` and `green` only implicit members of its descriptor.
@Suite struct ImplicitMemberPatternOfLibraryTypeTests {
    @Test("A case names an implicit member of the subject's library type; a value no case names takes default")
    func casesNameImplicitMembersOfTheSubjectsType() throws {
        let output = try run("""
        func mood(_ color: Color) -> String {
            switch color {
            case .red: return "warm"
            case .blue, .green: return "cool"
            default: return "other"
            }
        }
        print(mood(Color(named: "blue")), mood(.red), mood(Color(named: "green")), mood(Color(named: "pink")))
        """, configure: NativeExtensionTests.registerColor)
        #expect(output == "cool warm cool other\n")
    }

    @Test("A static an extension declares is what the case names, as Swift finds it before the type's own members")
    func extensionStaticIsFoundFirst() throws {
        let output = try run("""
        extension Color {
            static let blue = Color(named: "navy")
        }
        func isBlue(_ color: Color) -> Bool {
            if case .blue = color { return true }
            return false
        }
        print(isBlue(Color(named: "navy")), isBlue(Color(named: "blue")))
        """, configure: NativeExtensionTests.registerColor)
        #expect(output == "true false\n")
    }
}
