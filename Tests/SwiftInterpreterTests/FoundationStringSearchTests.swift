import Foundation
@testable import SwiftInterpreter
import Testing
import PrintfFormatting

/// The interpreter's `replacingOccurrences(of:with:)`, `padding(toLength:withPad:startingAt:)`
/// and `String(format:)` numbers answer as Foundation's (this test target links Foundation as
/// the oracle), over every short string of a small alphabet with the cases that differ between
/// scalars, composed character sequences and `Character`s: a combining mark, a precomposed
/// letter, `\r\n`, regional indicators and a letter beyond U+FFFF.
@Suite("FoundationStringSearch")
struct FoundationStringSearchTests {
    static let alphabet = ["a", "e", "\u{301}", "\u{E9}", "\r", "\n", "\u{1F1FA}", "\u{1F1F8}", "\u{1D400}"]

    /// Every string of `alphabet` up to `length` pieces long.
    static func strings(upTo length: Int) -> [String] {
        var all = [""], layer = [""]
        for _ in 0..<length {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += layer
        }
        return all
    }

    /// Targets without a combining mark or a precomposed letter, over texts with both: there
    /// Foundation on Linux answers as Apple documents. With a mark in the target it does not
    /// (`"e" + "e\u{301}"` does not contain `"é"`, `"eé"` is found as `"é\u{301}"`, a lone
    /// `"\u{301}"` is found after a base it belongs to): those quirks are not copied, and the
    /// canonical-equivalence cases are checked one by one below.
    @Test func replacingOccurrencesFindsWhatFoundationFinds() {
        let texts = Self.strings(upTo: 4)
        let targets = Self.strings(upTo: 2).filter { !$0.unicodeScalars.contains { $0.value == 0x301 || $0.value == 0xE9 } }
        var differing: [String] = []
        for text in texts {
            for target in targets {
                let mine = FoundationStringSearch.replacingOccurrences(in: text, of: target, with: "_")
                let foundation = text.replacingOccurrences(of: target, with: "_")
                if !mine.unicodeScalars.elementsEqual(foundation.unicodeScalars) {
                    differing.append("\(text.unicodeScalars.map { $0.value }) \(target.unicodeScalars.map { $0.value })")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(10))")
    }

    /// `contains(_:)` with a string answers as Foundation's (the overload an app that imports
    /// Foundation calls), an empty target included.
    @Test func containsFindsWhatFoundationFinds() {
        let targets = Self.strings(upTo: 2).filter { !$0.unicodeScalars.contains { $0.value == 0x301 || $0.value == 0xE9 } }
        var differing: [String] = []
        for text in Self.strings(upTo: 3) {
            for target in targets where FoundationStringSearch.contains(text, target) != text.contains(target) {
                differing.append("\(text.unicodeScalars.map { $0.value }) \(target.unicodeScalars.map { $0.value })")
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(10))")
        #expect(!FoundationStringSearch.contains("abc", ""))
        #expect(FoundationStringSearch.contains("e\u{301}x", "\u{E9}"))
    }

    /// Composed character sequences that are canonically equivalent match (Apple, "String
    /// Programming Guide: Searching, Comparing, and Sorting Strings"); a base alone does not
    /// match inside a sequence, and a whole sequence is replaced.
    @Test func canonicallyEquivalentSequencesMatch() {
        #expect(FoundationStringSearch.replacingOccurrences(in: "e\u{301}x", of: "\u{E9}", with: "_") == "_x")
        #expect(FoundationStringSearch.replacingOccurrences(in: "\u{E9}x", of: "e\u{301}", with: "_") == "_x")
        #expect(FoundationStringSearch.replacingOccurrences(in: "ee\u{301}", of: "\u{E9}", with: "_") == "e_")
        #expect(FoundationStringSearch.replacingOccurrences(in: "e\u{301}", of: "e", with: "_").unicodeScalars.elementsEqual("e\u{301}".unicodeScalars))
    }

    @Test func paddingCountsUTF16UnitsAsFoundationDoes() {
        let pads = ["x", "yz", "e\u{301}z", "\u{1D400}q"]
        var differing: [String] = []
        for text in Self.strings(upTo: 3) {
            for pad in pads {
                for start in 0..<pad.count {
                    for length in 0...8 {
                        let mine = FoundationStringSearch.padding(text, toLength: length, withPad: pad, startingAt: start)
                        let foundation = text.padding(toLength: length, withPad: pad, startingAt: start)
                        if !mine.unicodeScalars.elementsEqual(foundation.unicodeScalars) {
                            differing.append("\(text.unicodeScalars.map { $0.value }) \(pad) \(start) \(length)")
                        }
                    }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(10))")
    }

    /// Every flag the interpreter passes on (`checkFormatFlags`) but `'`: Foundation on Linux
    /// does not read `'` and prints the specifier's text, where C's `printf`, as Apple's
    /// `String(format:)` does, takes it (with no grouping in the C locale); not copied.
    @Test func numbersAreWrittenAsFoundationWritesThem() {
        let flags = ["", "-", "+", " ", "#", "0", "05", "-8", "+.3", ".0", "#.0", "010.4", "-+ #0", ".999", "999"]
        let integers = [0, 1, -1, 42, -1_234_567, Int.max, Int.min, 255]
        let doubles = [0, -0.0, 1.5, 2.5, -3.14159, 1e300, 1e-300, .infinity, -.infinity, .nan, 123_456_789.125, 0.1]
        var differing: [String] = []
        for flag in flags {
            for conversion in ["ld", "lx", "lX", "lo", "lu"] {
                for value in integers where PrintfFormat.text("%" + flag + conversion, value) != String(format: "%" + flag + conversion, value) {
                    differing.append("%\(flag)\(conversion) \(value)")
                }
            }
            for conversion in ["f", "F", "e", "E", "g", "G"] {
                for value in doubles where PrintfFormat.text("%" + flag + conversion, value) != String(format: "%" + flag + conversion, value) {
                    differing.append("%\(flag)\(conversion) \(value)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(10))")
    }
}
