import Testing
@testable import SwiftInterpreter

/// A `PartialRangeFrom<Int>` (`n...`) is a sequence without end: a `for` loop over it runs until a
/// `break`, and `zip` stops at its other, shorter side. Expected output is what swiftc's build of
/// the same program prints; by arithmetic 7² = 49 ≤ 50 < 64 = 8², so the first square above 50 is 8².
@Suite struct PartialRangeFromIterationTests {
    @Test func aOneSidedRangeIsIteratedUntilBreakAndZippedToTheShorterSide() throws {
        let output = try run("""
        var found = -1
        for i in 3... {
            if i * i > 50 { found = i; break }
        }
        print(found)
        for (index, word) in zip(10..., ["a", "b", "c"]) { print(index, word) }
        print(zip(["x", "y"], 0...).map { "\\($0)\\($1)" })
        """)
        #expect(output == "8\n10 a\n11 b\n12 c\n[\"x0\", \"y1\"]\n")
    }
}
