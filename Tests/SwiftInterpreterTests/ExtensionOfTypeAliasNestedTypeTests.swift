import Testing
@testable import SwiftInterpreter

/// An extension of a type alias extends the aliased type (The Swift Programming Language,
/// "Declarations", "Type Alias Declaration"), so a type it nests is the aliased type's:
/// `typealias Sizing = Double` then `extension Sizing { struct image { … } }` makes
/// `Double.image.medium`, `Sizing.image.medium` and, where a `Double` is expected, `.image.medium`
/// (an implicit member chain starting at a nested type, SE-0287). Expected output from swiftc 6.
@Suite struct ExtensionOfTypeAliasNestedTypeTests {
    @Test("A type nested in an extension of an alias is the aliased type's, by either name and as an implicit member")
    func nestedTypeOfAliasedExtension() throws {
        let output = try run("""
        typealias Sizing = Double
        extension Sizing {
            struct image {
                static let medium: Double = 44
                static let large: Double = 88
            }
        }
        func frame(_ width: Double) -> String { "w=\\(width)" }
        func optionalFrame(_ width: Double?) -> String { "w=\\(width ?? -1)" }
        print(frame(.image.medium), Sizing.image.large, Double.image.medium, optionalFrame(.image.large))
        """)
        #expect(output == "w=44.0 88.0 44.0 w=88.0\n")
    }

    @Test("The alias may be declared in a file read after the extension")
    func aliasDeclaredInALaterFile() throws {
        let interpreter = Interpreter()
        try interpreter.load([
            try parseForTest("""
            extension Metric {
                enum gap { static let small: Double = 8 }
            }
            """, file: "Gaps.swift"),
            try parseForTest("typealias Metric = Double\n", file: "Metric.swift"),
        ])
        try interpreter.run(try parseForTest("print(Double.gap.small, Metric.gap.small)\n"))
        #expect(interpreter.output == "8.0 8.0\n")
    }
}
