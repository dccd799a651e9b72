import Testing
@testable import SwiftInterpreter

/// SE-0249: a key path expression stands for a function from its root to its value, so a key
/// path stored in a function-typed property or constant can be called. Expected output is what
/// swiftc's build of the same program prints.
@Suite struct KeyPathAsFunctionTests {
    @Test func aStoredKeyPathIsCalledAsAFunction() throws {
        let output = try run(#"""
        struct Palette { var accent = "red"; var label = Label() }
        struct Label { var primary = "black" }
        struct Themed {
            let pick: (Palette) -> String
        }
        let t = Themed(pick: \.label.primary)
        let u: (Palette) -> String = \.accent
        print(t.pick(Palette()), u(Palette()))
        """#)
        #expect(output == "black red\n")
    }
}
