import Testing
@testable import SwiftInterpreter

/// Overloads that share their labels and differ in their parameters' types: Swift picks the one
/// the arguments' types fit. Expected outputs are what swiftc's build of the same program prints
/// (checked with swiftc 6.x on Linux).
@Suite struct OverloadByArgumentTypeTests {
    /// Overloads differing only by a `KeyPath` parameter: a key-path literal goes to the
    /// `KeyPath` one, and any other value (the `Badge` that overload passes on) to the other.
    @Test func aKeyPathArgumentPicksTheOverloadDeclaringAKeyPathType() throws {
        let output = try run("""
        struct Icons { let star = "star"; let heart = "heart" }
        struct Badge { let name: String; init(_ path: KeyPath<Icons, String>) { name = Icons()[keyPath: path] } }
        struct Row<Icon> {
            let icon: Icon
            static func make(icon: Icon) -> Row { Row(icon: icon) }
            static func make(icon: KeyPath<Icons, String>) -> Row where Icon == Badge { .make(icon: Badge(icon)) }
            func tag(_ value: Icon) -> String { "value" }
            func tag(_ path: KeyPath<Icons, String>) -> String { "path \\(Icons()[keyPath: path])" }
        }
        let row = Row.make(icon: \\.heart)
        print(row.icon.name, Row<Int>.make(icon: 3).icon, row.tag(\\.star), row.tag(Badge(\\.star)))
        """)
        #expect(output == "heart 3 path star value\n")
    }

    /// An enum's own `init?(rawValue: String?)` sits beside the synthesized `init?(rawValue:
    /// String)`: a `String` argument goes to the synthesized one (no optional promotion), and the
    /// enum's own delegates to it with `self.init(rawValue:)`.
    @Test func anOptionalRawValueInitializerDelegatesToTheSynthesizedOne() throws {
        let output = try run("""
        enum Flavor: String {
            case max = "maxi"
            case mini
            init?(rawValue: String?) { self.init(rawValue: rawValue ?? "") }
        }
        let given: String? = "maxi"
        let none: String? = nil
        print(Flavor(rawValue: "mini") == .mini, Flavor(rawValue: given) == .max, Flavor(rawValue: none) == nil)
        print(Flavor(rawValue: "other") == nil)
        """)
        #expect(output == "true true true\ntrue\n")
    }

    /// `{ size in size.width }` fits only the overload whose closure parameter type has a member
    /// `width`; `{ frame in frame.insets }` only the other; `{ 1 }` the one taking no parameter.
    @Test func aClosureArgumentPicksTheOverloadWhoseParameterTypeHasTheMembersItReads() throws {
        let output = try run("""
        struct Size { var width = 40.0; var height = 30.0 }
        struct Frame { var origin = 0.0; var insets = 2.0 }
        struct Overlaid {
            let tag: String
            init(content: @escaping () -> Double) { tag = "none \\(content())" }
            init(content: @escaping (Size) -> Double) { tag = "size \\(content(Size()))" }
            init(content: @escaping (Frame) -> Double) { tag = "frame \\(content(Frame()))" }
        }
        print(Overlaid { size in size.width }.tag, Overlaid { f in f.insets }.tag, Overlaid { 1 }.tag)
        """)
        #expect(output == "size 40.0 frame 2.0 none 1.0\n")
    }

    /// `extension String { static func + (lhs: String, rhs: Character) }` is never the `+` of two
    /// strings, and `appending(_: Character)` is the overload a `Character` argument takes.
    @Test func aStringOperatorTakingACharacterLeavesStringConcatenationToTheLibrary() throws {
        let output = try run("""
        extension String {
            static func + (lhs: String, rhs: Character) -> String { lhs.appending(rhs) }
            func appending(_ element: String) -> String { self + element }
            func appending(_ element: Character) -> String { self + String(element) }
        }
        let mark: Character = "!"
        print("ab".appending("cd"), "ab" + mark)
        """)
        #expect(output == "abcd ab!\n")
    }

    /// A `String` never goes to a parameter of the program's own enum that adopts no
    /// `ExpressibleByStringLiteral`: `init(_ strategy: Strategy)` declared first is passed over
    /// for `init(_ name: String)`, for a literal and for a value alike.
    @Test func aStringGoesToTheStringOverloadNotToAnEnumThatTakesNoStringLiteral() throws {
        let output = try run("""
        struct Icon {
            enum Strategy { case fill(String), base(String) }
            let strategy: Strategy
            init(_ strategy: Strategy) { self.strategy = strategy }
            init(_ name: String) { self.init(.fill(name)) }
            var name: String {
                switch strategy {
                case let .fill(name): return name + ".fill"
                case let .base(name): return name
                }
            }
        }
        let given = "star"
        print(Icon(given).name, Icon("heart").name, Icon(.base("bell")).name)
        """)
        #expect(output == "star.fill heart.fill bell\n")
    }

    /// A plain value never goes to a parameter of function type (`put(value: () -> [Int])`
    /// declared first): the overload declaring `Bool` takes `true`; an `@autoclosure` parameter
    /// still takes a plain expression.
    @Test func aPlainValueGoesToTheOverloadThatTakesNoClosure() throws {
        let output = try run("""
        struct Box {
            func put(value: () -> [Int]) -> String { "closure \\(value())" }
            func put(value: Bool) -> String { "bool \\(value)" }
            func lazy(_ value: @autoclosure () -> Int) -> String { "auto \\(value())" }
        }
        print(Box().put(value: true), Box().put(value: { [1] }), Box().lazy(3))
        """)
        #expect(output == "bool true closure [1] auto 3\n")
    }

    /// A name a file imports as a module (`import Defaults`) is never a typo of a program name one
    /// edit away (`UDefaults`): swiftc resolves it to the module (or its type of that name), so
    /// the host's value for a name it does not read is used.
    @Test func anImportedModuleNameIsNotATypoOfASimilarTypeName() throws {
        let output = try run("""
        final class UDefaults { var port = 8080 }
        print(Defaults)
        """, configure: { interpreter in
            interpreter.importedModuleNames = ["Defaults"]
            interpreter.undefinedName = { name in .string("unknown " + name) }
        })
        #expect(output == "unknown Defaults\n")
    }
}
