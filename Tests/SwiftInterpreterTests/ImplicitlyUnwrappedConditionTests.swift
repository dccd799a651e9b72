import Testing
@testable import SwiftInterpreter

/// A `Bool!` returned from a `Bool` getter is unwrapped where it is read: as a ternary's, an
/// `if`'s or `&&`'s condition it is its `Bool`, and nil traps as Swift does. Expected output is
/// what swiftc's build of the same program prints.
@Suite struct ImplicitlyUnwrappedConditionTests {
    static let mock = """
    final class Mock {
        var underlying: Bool!
        var isDefault: Bool {
            get { return underlying }
            set { underlying = newValue }
        }
    }
    let m = Mock()

    """

    @Test func anImplicitlyUnwrappedBoolIsACondition() throws {
        let output = try run(Self.mock + """
        m.isDefault = false
        print(m.isDefault ? "yes" : "no")
        if m.isDefault { print("a") } else { print("b") }
        print(!m.isDefault && true)
        """)
        #expect(output == "no\nb\ntrue\n")
    }

    @Test func aNilImplicitlyUnwrappedBoolTraps() {
        let error = runError(Self.mock + "print(m.isDefault ? 1 : 2)")
        #expect(error?.message.contains("Unexpectedly found nil while implicitly unwrapping") == true)
    }
}
