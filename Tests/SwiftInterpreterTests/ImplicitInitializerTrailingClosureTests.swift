import Testing
@testable import SwiftInterpreter

/// `.init { … }` where a class is expected: the implicit member is the type's initializer, and
/// its trailing closure goes to the first parameter that can take a function (SE-0286's forward
/// scan), here the labelled, defaulted `dismiss:`, as it does in `Picker { … }`.
/// Expected output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct ImplicitInitializerTrailingClosureTests {
    @Test func anImplicitInitializersTrailingClosureGoesToItsLabelledFunctionParameter() throws {
        let output = try run("""
        final class Picker {
            typealias Handler = () -> Void
            let dismiss: Handler?
            init(dismiss: Handler? = nil) { self.dismiss = dismiss }
        }
        struct Box<T> { let value: T; init(wrappedValue: T) { value = wrappedValue } }
        var flag = true
        let a = Picker { flag = false }
        a.dismiss?()
        print(flag)
        let b: Picker = .init { flag = true }
        b.dismiss?()
        print(flag)
        let c = Box<Picker>(wrappedValue: .init { flag = false })
        c.value.dismiss?()
        print(flag)
        """)
        #expect(output == "false\ntrue\nfalse\n")
    }
}
