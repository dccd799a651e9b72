import Foundation
@testable import SwiftInterpreter
import Testing

/// The interpreter's `CharacterSet` (`ScalarSet`) holds what Foundation's holds, scalar by
/// scalar, for every named set and its inverse (this test target links Foundation as the
/// oracle), and trims and splits text as Foundation does.
@Suite("ScalarSet")
struct ScalarSetTests {
    static let named: [(CharacterSet, ScalarSet.Named)] = [
        (.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines), (.newlines, .newlines),
        (.alphanumerics, .alphanumerics), (.letters, .letters), (.decimalDigits, .decimalDigits),
        (.punctuationCharacters, .punctuationCharacters), (.symbols, .symbols),
        (.uppercaseLetters, .uppercaseLetters), (.lowercaseLetters, .lowercaseLetters),
    ]

    @Test(arguments: 0..<named.count)
    func namedSetHoldsFoundationsScalars(_ index: Int) {
        let (foundation, name) = Self.named[index]
        let mine = ScalarSet(name)
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if mine.contains(scalar) != foundation.contains(scalar) || mine.inverted.contains(scalar) != foundation.inverted.contains(scalar) {
                differing.append(String(value, radix: 16))
            }
        }
        #expect(differing.isEmpty, "\(name): \(differing.prefix(10))")
    }

    /// Sets of given scalars within U+FFFF (beyond it Foundation on Linux keeps only the low 16
    /// bits of each scalar, which Apple's does not).
    @Test func givenSetHoldsFoundationsScalars() {
        let text = "#a-é,xyz 0"
        let mine = ScalarSet(charactersIn: text), foundation = CharacterSet(charactersIn: text)
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(mine.contains(scalar) == foundation.contains(scalar))
        }
    }

    /// Texts within U+FFFF (beyond it Foundation on Linux never trims).
    @Test func trimmingAndSplittingMatchFoundation() {
        let texts = ["", "  a b  ", "#ff8800", "a,b,,c", "\u{200B}x\u{3000}", "e\u{301}x", "1.5-2", "\t\nline\r\n"]
        var sets = Self.named.map { ($0.0, ScalarSet($0.1)) }
        sets.append((CharacterSet(charactersIn: "#,-"), ScalarSet(charactersIn: "#,-")))
        for text in texts {
            for (foundation, mine) in sets {
                #expect(mine.trimming(text) == text.trimmingCharacters(in: foundation), "\(text.debugDescription)")
                #expect(mine.inverted.trimming(text) == text.trimmingCharacters(in: foundation.inverted), "\(text.debugDescription)")
                #expect(mine.components(of: text) == text.components(separatedBy: foundation), "\(text.debugDescription)")
            }
        }
    }
}
