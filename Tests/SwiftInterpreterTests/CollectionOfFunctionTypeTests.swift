import Testing
@testable import SwiftInterpreter

/// `[String: (Controller) -> Void]()` and `[(Screen) -> Void]()`: an empty dictionary or array of
/// functions made from its type written as a value (a registry of view-controller configuration
/// closures). The parenthesised parameter is a type, not a value in parentheses. Expected output
/// is what the same program printed when compiled with swiftc 6 and run.
@Suite struct CollectionOfFunctionTypeTests {
    @Test func anEmptyCollectionOfFunctionsIsMadeFromItsType() throws {
        let output = try run("""
        final class Screen { var title = "Home" }
        struct Registry<Controller> {
            func count() -> Int {
                let untyped = [String: () -> Void]()
                var typed = [String: (Controller) -> Void]()
                typed["a"] = { _ in }
                var list = [(Screen) -> Void]()
                list.append { print($0.title) }
                list.forEach { $0(Screen()) }
                return untyped.count + typed.count + list.count
            }
        }
        print(Registry<Screen>().count())
        """)
        #expect(output == "Home\n2\n")
    }
}
