import Testing
@testable import SwiftInterpreter

/// A generic struct's parameter used as a value in its methods (`"\(T.self)"`, `T.fallback`) after
/// its initializer ran: the interpreter keeps no generic metadata on a struct value, so it reads the
/// parameter from a stored property of it, also through an optional or array property (`var
/// value: T?` holding 3 is a `Box<Int>`). Expected output is what the same program printed when
/// compiled with swiftc 6.3 and run on Linux.
@Suite struct GenericParameterThroughOptionalPropertyTests {
    @Test func anOptionalPropertyHoldingAValueGivesTheGenericParameter() throws {
        let output = try run("""
        protocol Defaulted { static var fallback: Self { get } }
        extension Int: Defaulted { static var fallback: Int { 7 } }
        struct Box<T: Defaulted> {
            var value: T?
            var history: [T] = []
            init(_ value: T?) { self.value = value; if let value { history = [value] } }
            func describe() -> String { "\\(T.self)" }
            func orFallback() -> T { history.isEmpty ? T.fallback : history[0] }
        }
        let b = Box(3)
        print(b.describe(), b.orFallback())
        """)
        #expect(output == "Int 3\n")
    }
}
