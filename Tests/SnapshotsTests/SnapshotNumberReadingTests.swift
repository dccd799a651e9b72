import Testing
@testable import Snapshots

/// `SnapshotNumber.decimal` reads the plain decimals of a snapshot without `strtod`; it must give
/// exactly the double `Double(_:)` gives, for every spelling, and defer to it for any other.
@Suite struct SnapshotNumberReadingTests {
    /// Every multiple of 0.001 from -200 to 200 as the writer spells it (`NumberText`, trailing
    /// zeros trimmed), and the same digits with trailing zeros kept.
    @Test func everyThousandthReadsAsDoubleReadsIt() {
        var mismatches: [String] = []
        for units in -200_000...200_000 {
            let whole = abs(units) / 1000, fraction = abs(units) % 1000
            let sign = units < 0 ? "-" : ""
            let padded = String(fraction + 1000).dropFirst()
            for text in ["\(sign)\(whole).\(padded)", SnapshotNumber.format(Double(units) / 1000)] {
                if SnapshotNumber.decimal(Substring(text)) != Double(text) { mismatches.append(text) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// Large and long numbers near the limits of the fast reading (15 digits, 6 decimals), and
    /// spellings it leaves to `Double(_:)`.
    @Test func edgesAndOtherSpellingsReadAsDoubleReadsThem() {
        let texts = ["999999999999999", "9999999999999999", "123456789.123456", "0.1234567", "1e3", "-0", "0", "-",
                     ".5", "5.", "-.5", "+1", "1.2.3", "--1", "007", "0.1", "0.2", "0.3", "2.675", "8.333", "inf", "nan", ""]
        for text in texts {
            let fast = SnapshotNumber.decimal(Substring(text)), slow = Double(text)
            #expect(fast == slow || (fast?.isNaN == true && slow?.isNaN == true), "\(text)")
            #expect(fast?.sign == slow?.sign, "\(text)")
        }
    }
}
