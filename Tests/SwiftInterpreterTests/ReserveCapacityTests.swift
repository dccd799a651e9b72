import Testing
@testable import SwiftInterpreter

/// `reserveCapacity(_:)` of arrays, dictionaries, sets and strings (a helper filling a table of
/// twelve notes reserves room first): storage only, so what the program prints is unchanged.
/// Expected output is what swiftc 6 gives for the same program: the reservation changes no
/// element, count or order (Swift standard library, `reserveCapacity(_:)`).
@Suite struct ReserveCapacityTests {
    @Test func reservingCapacityLeavesEveryCollectionAsItWas() throws {
        let output = try run("""
        var pitches: [Int] = [60, 64]
        pitches.reserveCapacity(8)
        pitches.append(67)
        print(pitches, pitches.count)
        var byNumber: [Int: String] = [:]
        byNumber.reserveCapacity(12)
        byNumber[0] = "C"
        print(byNumber, byNumber.count)
        var seen: Set<String> = ["C"]
        seen.reserveCapacity(4)
        print(seen.count, seen.contains("C"))
        var name = "C"
        name.reserveCapacity(16)
        name += "maj7"
        print(name)
        """)
        #expect(output == "[60, 64, 67] 3\n[0: \"C\"] 1\n1 true\nCmaj7\n")
    }
}
