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
}
