import Testing
@testable import SwiftInterpreter

/// Swift rules that stopped apps' modules (issue 30). Each expected output is what the same
/// program printed when compiled with swiftc 6 and run (swiftc -O, Linux).
@Suite struct ResultTypedGenericsAndHashingTests {
    /// `func standard<T: Fallback>() -> T`: no argument binds `T`, so the contextual type of the
    /// call binds it through the result (`let theme: Theme = standard()`), also through an
    /// optional result (`T?` against `Theme?`).
    @Test func aGenericParameterOnlyTheResultNamesIsBoundByTheCallsContextualType() throws {
        let output = try run("""
        protocol Fallback { static var fallback: Self { get } }
        struct Theme: Fallback { var name: String; static var fallback: Theme { Theme(name: "plain") } }
        struct Palette: Fallback { var colors: Int; static var fallback: Palette { Palette(colors: 4) } }
        func standard<T: Fallback>() -> T { T.fallback }
        func standardOrNil<T: Fallback>(_ flag: Bool) -> T? { flag ? T.fallback : nil }
        let theme: Theme = standard()
        let palette: Palette = standard()
        print(theme.name, palette.colors)
        let maybeTheme: Theme? = standardOrNil(true)
        print(maybeTheme?.name ?? "none")
        print(String(describing: type(of: theme)))
        """)
        #expect(output == "plain 4\nplain\nTheme\n")
    }

    /// Equal sets (and dictionaries) hash alike whatever their insertion order, as `Hashable`
    /// requires (`Set.hash(into:)` XORs its members' hashes).
    @Test func equalSetsAndDictionariesHashAlike() throws {
        let output = try run("""
        let a: Set<Int> = [1, 2, 3]
        let b: Set<Int> = [3, 1, 2]
        print(a.hashValue == b.hashValue)
        let d1 = ["x": 1, "y": 2], d2 = ["y": 2, "x": 1]
        print(d1.hashValue == d2.hashValue)
        """)
        #expect(output == "true\ntrue\n")
    }

    /// `typealias Ratio = Double`: a literal where a `Ratio` is expected is a `Double` (7 / 2 is
    /// 3.5, where `Int` division gives 3), also under an optional (`Optional(3.0)`).
    @Test func aLiteralTypedByAnAliasOfANumericTypeTakesThatType() throws {
        let output = try run("""
        typealias Ratio = Double
        typealias Count = Int
        let r: Ratio = 7
        print(r / 2)
        let c: Count = 7
        print(c / 2)
        let maybe: Ratio? = 3
        print(maybe as Any)
        """)
        #expect(output == "3.5\n3\nOptional(3.0)\n")
    }

    /// `Holder<Int?>(.some(3))`: under the written optional argument `.some` is Optional's case,
    /// not a member of `Int`; `.none` is nil.
    @Test func someUnderAWrittenOptionalGenericArgumentIsOptionalsCase() throws {
        let output = try run("""
        struct Holder<T> { var value: T; init(_ value: T) { self.value = value } }
        let held = Holder<Int?>(.some(3))
        print(held.value as Any)
        let empty = Holder<String?>(.none)
        print(empty.value as Any)
        """)
        #expect(output == "Optional(3)\nnil\n")
    }

    /// `T.defaultValue` in the initializer of `struct Box<T: HasDefault>` reads the type the
    /// instance is made with, written (`Box<Int>()`) or contextual (`let c: Box<String> = Box()`).
    @Test func aGenericTypesParameterReadInItsOwnInitializerIsTheWrittenArgument() throws {
        let output = try run("""
        protocol HasDefault { static var defaultValue: Self { get } }
        extension Int: HasDefault { static var defaultValue: Int { 42 } }
        extension String: HasDefault { static var defaultValue: String { "s" } }
        struct Box<T: HasDefault> {
            var value: T
            init() { value = T.defaultValue }
        }
        let b = Box<Int>()
        print(b.value)
        let c: Box<String> = Box()
        print(c.value)
        """)
        #expect(output == "42\ns\n")
    }
}
