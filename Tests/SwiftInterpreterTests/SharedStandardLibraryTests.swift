import Testing
@testable import SwiftInterpreter

/// Every interpreter starts from copies of the standard library registered once per process
/// (`LibrarySnapshot`): what one program adds to or caches in a built-in type must not reach an
/// interpreter made before or after it, and the copies must work as the registered types did.
@Suite struct SharedStandardLibraryTests {
    /// An extension of `Int` in one program is that program's: the next interpreter's `Int` has
    /// no `doubled`, and one program's `doubled` does not shadow the other's.
    @Test func anExtensionOfABuiltInTypeStaysInItsInterpreter() throws {
        #expect(try run("extension Int { var doubled: Int { self * 2 } }\nprint(21.doubled)") == "42\n")
        let error = runError("print(21.doubled)")
        #expect(error?.message.contains("doubled") == true)
        // 21 * 3 = 63: this program's own `doubled`, not the first one's.
        #expect(try run("extension Int { var doubled: Int { self * 3 } }\nprint(21.doubled)") == "63\n")
    }

    /// A static member a program adds to `Double` and a method it adds to `String` stay in it.
    @Test func staticMembersAndMethodsAddedToBuiltInsStayInTheirInterpreter() throws {
        #expect(try run("""
        extension Double { static let half = 0.5 }
        extension String { func shout() -> String { uppercased() + "!" } }
        print(Double.half, "hi".shout())
        """) == "0.5 HI!\n")
        #expect(runError("print(Double.half)") != nil)
        #expect(runError("print(\"hi\".shout())") != nil)
    }

    /// Two interpreters alive at once each have their own built-in types, and the copies keep
    /// the registered members: natives (`Int.max`, `Double.pi`, `CharacterSet` static values,
    /// `print`, `min`) and `type(of:)` naming the copies.
    @Test func interpretersAliveAtOnceHaveTheirOwnBuiltInTypes() throws {
        let first = Interpreter(), second = Interpreter()
        #expect(first.type(named: "Int") !== second.type(named: "Int"))
        #expect(first.type(named: "String") === first.typeInfo(of: .string("")))
        try first.run(try parseForTest("extension Int { static let answer = 42 }\nprint(Int.answer)"))
        #expect(first.type(named: "Int")?.staticInitialisers["answer"] != nil || first.type(named: "Int")?.staticValues["answer"] != nil)
        #expect(second.type(named: "Int")?.staticInitialisers["answer"] == nil && second.type(named: "Int")?.staticValues["answer"] == nil)
        try second.run(try parseForTest("""
        print(Int.max == 9223372036854775807, Double.pi > 3.14, min(3, 1), type(of: 1))
        let digits = CharacterSet.decimalDigits
        print(type(of: digits))
        """))
        #expect(first.output == "42\n")
        #expect(second.output == "true true 1 Int\nCharacterSet\n")
    }

    /// A built-in static value of a native type is a value of the interpreter's own copy of that
    /// type: an extension method of the copy is found on it.
    @Test func aBuiltInStaticValueBelongsToTheInterpretersOwnType() throws {
        #expect(try run("""
        extension CharacterSet { func tag() -> String { "mine" } }
        print(CharacterSet.whitespaces.tag())
        """) == "mine\n")
    }
}
