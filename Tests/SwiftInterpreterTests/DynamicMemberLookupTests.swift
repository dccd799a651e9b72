import Testing
@testable import SwiftInterpreter

/// `@dynamicMemberLookup`: a member a type does not declare is its `subscript(dynamicMember:)`,
/// with the member's key path (SE-0252) or its name (SE-0195). Expected output is what the same
/// program printed when compiled with swiftc 6 and run on Linux.
@Suite struct DynamicMemberLookupTests {
    @Test func aKeyPathSubscriptForwardsAMemberToTheWrappedValueAndAStringOneGetsTheName() throws {
        let output = try run("""
        @dynamicMemberLookup
        enum Loadable<Value> {
            case idle
            case success(Value)
            subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> Loadable<T> {
                switch self {
                case .idle: return .idle
                case let .success(value): return .success(value[keyPath: keyPath])
                }
            }
            var wrappedValue: Value? {
                guard case let .success(value) = self else { return nil }
                return value
            }
        }
        struct Amount { let nominal: Double; let symbol: String }
        extension Loadable<Amount> {
            var isPositive: Bool {
                if let value = self.nominal.wrappedValue, value > 0 { return true }
                return false
            }
        }
        @dynamicMemberLookup
        struct Settings {
            var values: [String: Int]
            subscript(dynamicMember name: String) -> Int { values[name] ?? -1 }
        }
        let loaded: Loadable<Amount> = .success(Amount(nominal: 3, symbol: "XRD"))
        let idle: Loadable<Amount> = .idle
        print(loaded.isPositive, idle.isPositive, loaded.symbol.wrappedValue ?? "none", idle.symbol.wrappedValue ?? "none")
        let settings = Settings(values: ["columns": 2])
        print(settings.columns, settings.rows)
        """)
        #expect(output == "true false XRD none\n2 -1\n")
    }
}
