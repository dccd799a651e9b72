import Testing
@testable import SwiftFrontEnd

/// The lexer's keyword spellings are written out as a table (reflecting each case's name at run
/// time cost millions of instructions at start-up); they must say what the cases say.
@Suite struct KeywordSpellingTests {
    @Test func everyKeywordIsSpelledAsItsCaseIsNamed() {
        for keyword in Keyword.allCases {
            // `_` cannot be a case name; its case is `underscore`.
            let expected = keyword == .underscore ? "_" : "\(keyword)"
            #expect(keyword.spelling == expected)
        }
    }

    @Test func everySpellingLexesAsItsKeyword() {
        for keyword in Keyword.allCases {
            var bytes = Array(keyword.spelling.utf8)
            let found = bytes.withUnsafeMutableBufferPointer { Keyword.named(UnsafeBufferPointer($0)) }
            #expect(found == keyword)
        }
    }
}
