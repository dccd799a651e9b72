import Foundation
import LayoutEngine
import Testing

/// The trimming and replacing that stand in for Foundation's give Foundation's answers, checked
/// against Foundation itself (this test target links it): every Unicode scalar is compared with
/// `CharacterSet.whitespaces` and `.newlines`.
@Suite("Foundation's text operations without Foundation")
struct FoundationTextTests {
    static var everyScalar: [Unicode.Scalar] { (0...0x10FFFF).compactMap(Unicode.Scalar.init) }

    @Test func whitespaceIsFoundationsSetScalarByScalar() {
        let mismatches = Self.everyScalar.filter { String.isFoundationWhitespace($0) != CharacterSet.whitespaces.contains($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func newlineIsFoundationsSetScalarByScalar() {
        let mismatches = Self.everyScalar.filter {
            (String.isFoundationWhitespace($0) || String.isFoundationNewline($0)) != CharacterSet.whitespacesAndNewlines.contains($0)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func trimmingMatchesFoundation() {
        let samples = ["", " ", "\t a b \t", "\u{3000}x\u{00A0}", "\n x \r\n", " \u{301}a ", "\u{2028}y\u{85}", "a\u{200B}"]
        for sample in samples {
            #expect(sample.trimmedOfWhitespace() == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
            #expect(sample.trimmedOfWhitespaceAndNewlines() == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                    "\(sample.debugDescription)")
        }
    }

    @Test func replacingMatchesFoundation() {
        let cases: [(String, String, String)] = [("a-b-c", "-", " "), ("&<>\"", "&", "&amp;"), ("x\r\ny", "\r", "%0D"),
                                                 ("aaa", "aa", "b"), ("no match", "z", "y"), ("{file}:{line}", "{line}", "3")]
        for (text, target, replacement) in cases {
            #expect(text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
        }
    }
}
