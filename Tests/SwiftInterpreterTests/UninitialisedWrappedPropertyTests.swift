import Testing
@testable import SwiftInterpreter

/// A property whose wrapper is made only from a value (`init(wrappedValue:)`, no `init()`) and
/// that has no initial value is not initialised until an initializer gives it one: the
/// synthesised memberwise initializer's parameter, or `self.onTap = onTap` in an explicit one,
/// which makes the wrapper with `init(wrappedValue:)` (SE-0258). Expected output from the same
/// program compiled with `swiftc` 6 on Linux.
@Suite struct UninitialisedWrappedPropertyTests {
    @Test func memberwiseAndExplicitInitializersGiveTheWrapperItsValue() {
        let program = """
            @propertyWrapper
            struct Ignored<Value>: Equatable {
                var wrappedValue: Value
                static func == (lhs: Ignored<Value>, rhs: Ignored<Value>) -> Bool { true }
            }
            struct Row: Equatable {
                let title: String
                @Ignored var onTap: () -> String
            }
            struct Card: Equatable {
                let title: String
                @Ignored var onTap: () -> String
                init(title: String, onTap: @escaping () -> String) {
                    self.title = title
                    self.onTap = onTap
                }
            }
            let a = Row(title: "a", onTap: { "tapped a" })
            let b = Card(title: "b", onTap: { "tapped b" })
            print(a == Row(title: "a", onTap: { "other" }), a.onTap(), b == Card(title: "b", onTap: { "x" }), b.onTap())

            """
        #expect(outcome(program) == "true tapped a true tapped b\n")
    }
}
