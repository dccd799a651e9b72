import Foundation
@testable import SwiftUIRuntime
import FileAccess
import Testing

/// `ICURegex`, the matcher of a predicate's `MATCHES`, answers as ICU's `NSRegularExpression`
/// (this test target links Foundation as the oracle): every pattern below against every text,
/// anchored as `NSPredicate` anchors it and unanchored; patterns ICU rejects are rejected.
@Suite("ICURegex")
struct ICURegexTests {
    static let patterns = [
        "abc", "a.c", "a*", "a+b", "a?b", "a{2}", "a{1,}", "a{1,2}b", "(ab)+", "(?:a|b)*c", "a|bc|",
        "[a-c]+", "[^a-c]", "[\\d.]+", "[-a]", "[a-]", "\\d+", "\\D", "\\w+", "\\W", "\\s", "\\S+",
        "\\bfoo\\b", "\\Bo", "^a", "a$", "\\Aa", "a\\z", "a\\Z", ".*", ".+?b", "a*?", "a++a", "a*+b",
        "(?>a+)a", "(?=a)\\w", "(?!a)\\w+", "\\.", "\\u00e9", "\\x41", "\\x{1F600}", "\\Qa.b\\E", "\\t",
        "[\\w-]+@[\\w.]+", "(a|ab)(c|bcd)(d*)", "é", "e\u{301}", ".", "[é]", "(a*)*b", "x{0}y",
        "[A-Z][a-z]+", "\\p", "\\p{L}", "(a)\\1", "a{", "a{2,1}", "*a", "(a", "a)", "[a", "\\", "(?i)a", "\\1", "[[a]]",
        "(?<=a)b", "(?<!a)b", "(?<=ab|c)\\w", "(?<=a{1,2})b", "(?<=a*)b", "(?<=a+)b", "(?<!^)a", "(?<=\\b)\\w",
        "(?<![A-Za-z0-9])_[^_\\n]+_(?![A-Za-z0-9])", "(?<=(a))b", "(?<name>a)", "(?<=", "x(?<!b.)y",
        "(?<a1>a)(?<b>b)?c", "(?<1a>a)", "(?<a>a)(?<a>b)", "(?<>a)", "(?<a_b>a)", "(?<ab", "(?<n>a|b)+\\w",
        "(?i)abc", "(?i)[a-c]+b", "(?i)\\bfoo\\b", "(?m)^a$", "(?s)a.", "(?is)A.", "(?i-m)a", "(?x)a", "a(?i)b",
        "\\p{L}+", "\\P{L}", "[\\p{L}\\p{N}_]{2,}", "\\p{N}", "#[\\p{L}\\p{N}_]{2,53}", "\\p{Letter}\\p{Number}", "\\p{Lu}",
    ]
    static let texts = [
        "", "a", "ab", "abc", "aab", "aaa", "b", "c", "abbc", "ac", "a.c", "a\n", "a\r\n", "\n", "foo bar", "foobar",
        "x@y.z", "a-b_c@d.e", "é", "e\u{301}", "😀", "A", "Abc", "12.5", "1 2", "\t", "a\u{2028}", "abcd", "y", "aa",
        "_x_", "a_x_", "say _this_ now", "ba", "cb", "xay", "xby", "abby", "#tag_1 #é", "Ⅻ½", "a1",
    ]

    @Test func matchesAsNSRegularExpressionMatches() throws {
        var differing: [String] = []
        for pattern in Self.patterns {
            for wrapped in ["^(?:" + pattern + ")$", pattern] {
                let oracle = try? NSRegularExpression(pattern: wrapped)
                let mine: ICURegex?
                do { mine = try ICURegex(wrapped) } catch let ICURegex.Failure.unsupported(construct) {
                    // Named, not guessed: acceptable only for what ICU reads and this matcher does not.
                    if oracle == nil { differing.append("\(wrapped): ICU rejects, unsupported '\(construct)'") }
                    continue
                } catch {
                    mine = nil
                }
                guard let oracle, let mine else {
                    if (oracle == nil) != (mine == nil) { differing.append("\(wrapped): accepted by ICU \(oracle != nil), here \(mine != nil)") }
                    continue
                }
                for text in Self.texts {
                    let expected = oracle.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                    if try mine.firstMatch(in: text) != expected { differing.append("\(wrapped) on \(text.debugDescription): ICU \(expected)") }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(12))")
    }

    /// A pattern that backtracks exponentially stops at the step bound instead of hanging.
    @Test func catastrophicBacktrackingStopsAtTheStepBound() throws {
        let regex = try ICURegex("^(?:(a*)*b)$")
        #expect(throws: ICURegex.Failure.tooManySteps) { try regex.firstMatch(in: String(repeating: "a", count: 40)) }
    }

    /// Groups nested past the parser's bound are unsupported, not a deep native stack.
    @Test func deepNestingIsUnsupported() {
        let pattern = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        #expect(throws: ICURegex.Failure.self) { try ICURegex(pattern) }
    }
}

/// `PercentDecoding` removes percent encoding as Foundation's `removingPercentEncoding` does.
@Suite("PercentDecoding")
struct PercentDecodingTests {
    @Test func decodesAsFoundationDecodes() {
        let texts = ["", "a", "%41", "%4a%4A", "a%20b", "%", "%4", "%zz", "%e2%82%ac", "%E2%82", "%ff", "100%", "é%C3%A9", "%%41", "a+b", "%00"]
        for text in texts {
            #expect(PercentDecoding.removingPercentEncoding(text) == text.removingPercentEncoding, "\(text)")
        }
    }
}
