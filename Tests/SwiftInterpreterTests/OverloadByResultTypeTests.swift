import Testing
@testable import SwiftInterpreter

/// Overloads that share their arguments and differ only in their result type: Swift takes the
/// one the call's contextual type names. Expected outputs are what swiftc's build of the same
/// program prints (checked with swiftc 6.x on Linux).
@Suite struct OverloadByResultTypeTests {
    /// `Icons.moon()` calls the enum case's `callAsFunction` (SE-0253); a `String` parameter
    /// takes the `String` overload, a `Symbol` parameter the `Symbol` one, either order declared.
    @Test func callAsFunctionOverloadsArePickedByTheExpectedArgumentType() throws {
        let output = try run("""
        struct Symbol { let name: String }
        enum Icons {
            case moon
            func callAsFunction() -> Symbol { Symbol(name: "symbol") }
            func callAsFunction() -> String { "moon.fill" }
        }
        func show(systemImage: String) -> String { systemImage }
        func show(image: Symbol) -> String { image.name }
        print(show(systemImage: Icons.moon()), show(image: Icons.moon()))
        """)
        #expect(output == "moon.fill symbol\n")
    }

    /// Methods, static methods and global functions overloaded only by their result follow the
    /// type annotation of the constant they initialise.
    @Test func functionsOverloadedByResultFollowTheAnnotatedType() throws {
        let output = try run("""
        struct Palette {
            func label() -> String { "text" }
            func label() -> Int { 7 }
            static func make() -> String { "made" }
            static func make() -> Double { 2.5 }
        }
        func pick() -> String { "picked" }
        func pick() -> Double { 3 }
        let count: Int = Palette().label()
        let name: String = Palette().label()
        let scale: Double = Palette.make()
        let title: String = Palette.make()
        let width: Double = pick()
        let word: String = pick()
        print(count, name, scale, title, width, word)
        """)
        #expect(output == "7 text 2.5 made 3.0 picked\n")
    }
}
