import Testing
@testable import SwiftInterpreter

/// A subscript's arguments are typed by the subscript they choose, as a call's are: an implicit
/// member (`theme[.title]`, `theme[.text(.secondary)]`) is resolved in the type of the parameter
/// of the overload declaring it, and a dictionary's key in its declared key type (`dict[.large]`
/// with `[Size: String]`, reading, writing and with `default:`). Expected output is what the same
/// program printed when compiled with swiftc 6.3 and run on Linux.
@Suite struct ImplicitMemberSubscriptArgumentTests {
    @Test func anImplicitMemberChoosesTheSubscriptWhoseParameterTypeDeclaresIt() throws {
        let output = try run("""
        enum ColorToken { case text(TextKind), icon
            enum TextKind { case primary, secondary } }
        enum FontToken { case body, title }
        class BaseTheme {
            subscript(color: ColorToken) -> String { fatalError("x") }
            subscript(font: FontToken) -> String { fatalError("y") }
        }
        class Theme: BaseTheme {
            override subscript(color: ColorToken) -> String {
                switch color {
                case let .text(kind): return describe(kind)
                case .icon: return "icon"
                }
            }
            override subscript(font: FontToken) -> String { font == .body ? "body" : "title" }
            func describe(_ k: ColorToken.TextKind) -> String { k == .primary ? "p" : "s" }
        }
        let theme = Theme()
        print(theme[.text(.secondary)], theme[.title], theme[.icon], theme[.body])
        """)
        #expect(output == "s title icon body\n")
    }

    @Test func aDictionaryKeyWrittenAsAnImplicitMemberTakesTheDeclaredKeyType() throws {
        let output = try run("""
        enum Size: Hashable { case small, large }
        let dict: [Size: String] = [.small: "S", .large: "L"]
        print(dict[.large] ?? "none", dict[.small, default: "?"])
        var counts: [Size: Int] = [:]
        counts[.large] = 3
        counts[.large, default: 0] += 1
        print(counts[.large]!, counts[.small] == nil)
        """)
        #expect(output == "L S\n4 true\n")
    }
}
