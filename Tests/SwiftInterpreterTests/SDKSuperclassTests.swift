import Testing
@testable import SwiftInterpreter

/// A class of an app may inherit from an SDK class the interpreter does not model (`NSObject`,
/// `UIResponder`): the code compiled, so the superclass exists; `super.init()` and `super`
/// method calls run as nothing instead of failing.
@Suite struct SDKSuperclassTests {
    @Test func superOfAnSDKClassRunsAsNothing() throws {
        let output = try run("""
        final class Store: NSObject {
            var count: Int
            init(count: Int) { self.count = count; super.init() }
            func refresh() { super.awakeFromNib(); count += 1 }
        }
        let store = Store(count: 2)
        store.refresh()
        print(store.count)
        """)
        // 2, then one refresh: 3.
        #expect(output == "3\n")
    }

    /// A class without a superclass still gets Swift's error for `super`.
    @Test func superWithoutAnySuperclassIsAnError() {
        let error = runError("""
        final class Plain { init() { super.init() } }
        _ = Plain()
        """)
        #expect(error?.message.contains("'super' is only available in a class with a superclass") == true)
    }
}
