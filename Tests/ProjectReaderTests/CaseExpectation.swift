import Diagnostics
@testable import ProjectReader

/// One `// expect:` line of a case: a pattern its diagnostics must fit, or a comparison its
/// scenarios and laid-out views must satisfy (`Cases/README.md`).
enum CaseExpectation: CustomStringConvertible {
    case diagnostics(CaseDiagnosticPattern)
    case comparison(CaseComparison)

    /// Nil when the line `text` parses, holds of `evaluation` and can fail (its mutant is false);
    /// else what is wrong.
    static func problem(with text: String, in evaluation: CaseEvaluation) -> String? {
        let expectation: CaseExpectation
        do {
            expectation = try parse(text)
        } catch {
            return "\(error)"
        }
        if let failure = expectation.failure(in: evaluation) { return failure }
        if !expectation.mutant.isFalse(in: evaluation) {
            return "'\(text)' cannot fail: its mutant '\(expectation.mutant)' holds too (or cannot be evaluated)"
        }
        return nil
    }

    static func parse(_ text: String) throws -> CaseExpectation {
        CaseDiagnosticPattern.isPattern(text) ? .diagnostics(try .parse(text)) : .comparison(try CaseComparisonParser.parse(text))
    }

    var description: String {
        switch self {
        case let .diagnostics(pattern): pattern.description
        case let .comparison(comparison): comparison.description
        }
    }

    /// An expectation that must fail where this one holds (`CaseDiagnosticPattern.mutant`,
    /// `CaseComparison.mutant`).
    var mutant: CaseExpectation {
        switch self {
        case let .diagnostics(pattern): .diagnostics(pattern.mutant)
        case let .comparison(comparison): .comparison(comparison.mutant)
        }
    }

    /// Nil when the expectation holds of `evaluation`, else what was found instead.
    func failure(in evaluation: CaseEvaluation) -> String? {
        switch self {
        case let .diagnostics(pattern):
            if pattern.holds(in: evaluation.reading.diagnostics) { return nil }
            let found = evaluation.reading.diagnostics.map { "\($0.line): \($0.severity) [\($0.message.id)] \($0.message.text)" }
            return "expected \(pattern); the diagnostics are:\n" + (found.isEmpty ? "(none)" : found.joined(separator: "\n"))
        case let .comparison(comparison):
            do {
                if try evaluation.holds(comparison) { return nil }
                var found = ["\(comparison.left) = \(try evaluation.value(of: comparison.left))"]
                if comparison.right.readsTheLayout {
                    found.append("\(comparison.right) = \(try evaluation.value(of: comparison.right))")
                }
                return "expected \(comparison); found " + found.joined(separator: ", ")
            } catch {
                return "cannot evaluate \(comparison): \(error)"
            }
        }
    }

    /// Whether the expectation is evaluated and found false, not merely unevaluable: a mutant
    /// must fail this way for its expectation to be shown able to fail.
    func isFalse(in evaluation: CaseEvaluation) -> Bool {
        switch self {
        case let .diagnostics(pattern): !pattern.holds(in: evaluation.reading.diagnostics)
        case let .comparison(comparison): (try? evaluation.holds(comparison)) == false
        }
    }
}
