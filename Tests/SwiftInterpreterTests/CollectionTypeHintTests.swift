import Testing
@testable import SwiftInterpreter

/// Where Swift takes an implicit member's type from a collection's element type: an array type's
/// initializer written `[T](…)` (its sequence argument is a `[T]`, `repeating:` a `T`), and an
/// assignment through a subscript of a collection declared with its type (an empty dictionary has
/// no value to name its type). A slice assignment (`list[0..<1] = …`) takes an array, an index
/// written with another operator (`list[0 + 1] = …`) an element. And an
/// enum case called as a function runs the enum's `callAsFunction` (SE-0253).
/// Expected output is what the same program printed when compiled with swiftc 6 and run.
@Suite struct CollectionTypeHintTests {
    static let tag = """
    struct Tag { var id: Int; var name: String
        init(id: Int, name: String) { self.id = id; self.name = name } }

    """

    @Test func anArrayTypesInitializerGivesItsLiteralTheElementType() throws {
        let output = try run(Self.tag + """
        let tags = [Tag]([.init(id: 2, name: "b"), .init(id: 1, name: "a")])
        print(tags.map(\\.name))
        let blanks = [Tag](repeating: .init(id: 0, name: "-"), count: 2)
        print(blanks.count, blanks[1].name)
        let nested = [[Tag]]([[.init(id: 3, name: "c")]])
        print(nested[0][0].name)
        """)
        #expect(output == "[\"b\", \"a\"]\n2 -\nc\n")
    }

    @Test func aSubscriptAssignmentTakesTheCollectionsDeclaredElementType() throws {
        let output = try run(Self.tag + """
        var byID: [Int: Tag] = [:]
        for i in 0..<2 { byID[i] = .init(id: i, name: "t\\(i)") }
        byID[1]?.name = "changed"
        print(byID[0]!.name, byID[1]!.name)
        var list: [Tag] = [Tag(id: 9, name: "x"), Tag(id: 8, name: "y")]
        list[0] = .init(id: 7, name: "z")
        list[0..<1] = [.init(id: 6, name: "w")]
        list[0 + 1] = .init(id: 5, name: "v")
        print(list.map(\\.name))
        """)
        #expect(output == "t0 changed\n[\"w\", \"v\"]\n")
    }

    @Test func anEnumCaseCalledAsAFunctionRunsCallAsFunction() throws {
        let output = try run("""
        enum Icon: String {
            case moon = "moon"
            func callAsFunction() -> String { "icon:" + rawValue }
        }
        print(Icon.moon())
        """)
        #expect(output == "icon:moon\n")
    }
}
