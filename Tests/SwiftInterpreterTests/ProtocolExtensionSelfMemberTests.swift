import Testing
@testable import SwiftInterpreter

/// Inside a member of a standard-library protocol's extension (`extension Collection`,
/// `extension Sequence`, `extension BinaryFloatingPoint`), a bare name is a member of `self`,
/// the conforming value: `isEmpty` is the `String`'s or `Array`'s own, `reduce` the sequence's.
/// Expected output is what the same program printed when compiled with swiftc 6 and run.
@Suite struct ProtocolExtensionSelfMemberTests {
    @Test func bareNamesInStandardLibraryProtocolExtensionsAreTheConformingValuesMembers() throws {
        let output = try run("""
        extension Collection {
            var isNotEmpty: Bool { isEmpty == false }
            func element(at i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
        }
        extension Sequence {
            func countWhere(_ p: (Element) -> Bool) -> Int { reduce(0) { p($1) ? $0 + 1 : $0 } }
        }
        extension BinaryFloatingPoint {
            var half: Self { self / 2 }
            var roundedHalf: Self { half.rounded() }
        }
        print("abc".isNotEmpty, "".isNotEmpty, [Int]().isNotEmpty, [1, 2].isNotEmpty)
        print([10, 20].element(at: 1) ?? -1, [10, 20].element(at: 5) ?? -1)
        print([1, 2, 3, 4].countWhere { $0 > 2 }, "hello".countWhere { $0 == "l" })
        print(5.0.roundedHalf)
        """)
        // 5.0 / 2 = 2.5, rounded half away from zero (Swift's default rule) = 3.0.
        #expect(output == "true false false true\n20 -1\n2 2\n3.0\n")
    }

    /// A program's own protocol: the conforming struct's stored property, read bare in the
    /// protocol's extension.
    @Test func bareNamesInAProgramProtocolExtensionReadTheConformingStruct() throws {
        let output = try run("""
        protocol Named { var name: String { get } }
        extension Named { var greeting: String { "Hi " + name.uppercased() } }
        struct Person: Named { let name: String }
        print(Person(name: "ada").greeting)
        """)
        #expect(output == "Hi ADA\n")
    }
}
