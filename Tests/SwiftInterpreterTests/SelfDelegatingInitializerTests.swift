import Testing
@testable import SwiftInterpreter

/// `self.init(…)` never chooses the initializer it is written in: that would never return, so
/// swiftc chose another overload by the arguments' types. Expected output is what swiftc's build
/// of the same program prints.
@Suite struct SelfDelegatingInitializerTests {
    @Test func aDelegatingInitializerCallsTheOtherOverload() throws {
        let output = try run("""
        struct Tag {
            var text: String
            init(_ value: Int, style: Int) { self.init(String(value * 2), style: style) }
            init(_ value: String, style: Int) { text = value + "-\\(style)" }
        }
        print(Tag(3, style: 1).text)
        """)
        #expect(output == "6-1\n")
    }

    /// `self.init()` in a convenience initializer whose parameter has a default is the class's
    /// implicit `init()`, not itself.
    @Test func aConvenienceInitializerWithADefaultDelegatesToTheImplicitOne() throws {
        let output = try run("""
        final class Service {
            var shares: [Int] = [1]
        }
        struct Config { var shares: [Int] = [] }
        extension Service {
            convenience init(_ configuration: Config = .init()) {
                self.init()
                shares = configuration.shares + [2]
            }
        }
        print(Service(Config(shares: [5])).shares)
        """)
        #expect(output == "[5, 2]\n")
    }

    /// `self.init(width:) { … }` in an extension of a struct that declares no initializer is its
    /// memberwise initializer, the trailing closure given for the closure-typed property.
    @Test func anExtensionsInitializerDelegatesToTheMemberwiseOneWithATrailingClosure() throws {
        let output = try run("""
        struct Card {
            let width: Double
            let content: () -> String
        }
        extension Card {
            init(double width: Double, content: @escaping () -> String) {
                self.init(width: width * 2) { content() + "!" }
            }
        }
        let card = Card(double: 20) { "red" }
        print(card.width, card.content())
        """)
        #expect(output == "40.0 red!\n")
    }
}
