import Testing
@testable import SwiftInterpreter

/// `String?.none` and `Int?.some(3)`: a member of an optional type written with `?` is a case
/// of `Optional<Wrapped>` (The Swift Programming Language, "Optional": `T?` is shorthand for
/// `Optional<T>`, whose cases are `none` and `some(Wrapped)`).
/// Expected output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct OptionalTypeCaseTests {
    @Test func theCasesOfAnOptionalTypeWrittenWithAQuestionMarkAreOptionals() throws {
        let output = try run("""
        func describe(_ id: String?) -> String { id ?? "none given" }
        print(describe(String?.none))
        let count = Int?.some(3)
        print(count.map { $0 * 2 } ?? 0)
        let empty: [Int]? = [Int]?.none
        print(empty == nil)
        """)
        #expect(output == "none given\n6\ntrue\n")
    }
}
