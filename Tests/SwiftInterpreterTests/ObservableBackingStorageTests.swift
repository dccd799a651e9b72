import Testing
@testable import SwiftInterpreter

/// The `@Observable` macro stores each property `name` in `_name`: an initializer that assigns
/// `self._name` or `_name` sets the property. Expected output is what swiftc's build of the same
/// program prints.
@Suite struct ObservableBackingStorageTests {
    @Test func assigningTheBackingStorageSetsTheProperty() throws {
        let output = try run("""
        import Observation
        @Observable final class Picker {
            var selected: String
            init(flag: Bool) {
                if flag { self._selected = "a" } else { _selected = "b" }
            }
        }
        print(Picker(flag: true).selected, Picker(flag: false).selected)
        """)
        #expect(output == "a b\n")
    }
}
