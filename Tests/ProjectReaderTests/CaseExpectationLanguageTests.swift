import Testing
@testable import ProjectReader

/// The `// expect:` language of `Cases/README.md` on its own: lines print back as written, a line
/// that cannot fail or names no view is reported, a malformed line is an error.
@Suite struct CaseExpectationLanguageTests {
    /// A 10 × 10 colour and nothing else: no text, no diagnostic.
    private let evaluation = CaseEvaluation(reading: read("""
    import SwiftUI
    #Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: 10, height: 10) }
    """))

    @Test(arguments: [
        "no error",
        "2 × warning [undefinedModifierOverload] line 3 \"'frame'\" \"ignored\"",
        "diagnostic \"a \\\"quoted\\\" name\"",
        "Text(\"Text\")[2].width > Text(\"Text\")[0].width",
        "frame[1].x - frame[0].x + 2 == -10",
        "any(\"Color.red\").children[*].size == [40×40, 0.5×inf]",
        "Color.frame == (0, 30, 80, 30)",
        "frame[*].size contains 24×4",
        "scenario.name != \"Labelled\"",
        "Text.fontWeight == .bold",
    ])
    func aLinePrintsAsItIsWritten(_ line: String) throws {
        #expect(try CaseExpectation.parse(line).description == line)
    }

    @Test func aTrueLineWithAFalseMutantPasses() {
        #expect(CaseExpectation.problem(with: "Color.size == 10×10", in: evaluation) == nil)
        #expect(CaseExpectation.problem(with: "no diagnostic", in: evaluation) == nil)
    }

    @Test func aFalseLineSaysWhatWasFound() throws {
        let problem = try #require(CaseExpectation.problem(with: "Color.width == 12", in: evaluation))
        #expect(problem.contains("Color.width = 10"))
    }

    /// No text is laid out, so every text width is in the empty list and its mutant cannot be
    /// evaluated: the line reads nothing and is reported.
    @Test func aLineThatReadsNothingIsReported() throws {
        let problem = try #require(CaseExpectation.problem(with: "Text[*].width == []", in: evaluation))
        #expect(problem.contains("cannot fail"))
    }

    @Test func aPathToAMissingViewIsReported() throws {
        let problem = try #require(CaseExpectation.problem(with: "Text.width == 10", in: evaluation))
        #expect(problem.contains("no such view"))
    }

    @Test(arguments: ["Color.width ==", "Color.width = 10", "3 error", "warning [x] stray", "Color[-1].width == 1", "\"open == 1"])
    func aMalformedLineIsReported(_ line: String) throws {
        #expect(throws: CaseError.self) { try CaseExpectation.parse(line) }
    }
}
