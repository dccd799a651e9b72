import Diagnostics
import Foundation

/// An `// expect:` line about diagnostics (`Cases/README.md`):
///
///     [no | N ×] (error | warning | note | diagnostic) [[id]] [line L] ["fragment" …]
///
/// `diagnostic` is any severity; every given part must match one diagnostic (fragments are parts
/// of its text). Without a quantity at least one diagnostic matches; `no`: none does; `N ×`:
/// exactly N do.
struct CaseDiagnosticPattern: Equatable, CustomStringConvertible {
    enum Quantity: Equatable {
        case atLeastOne
        case none
        case exactly(Int)
    }

    var quantity: Quantity = .atLeastOne
    /// Nil for `diagnostic`: any severity.
    var severity: Severity?
    var id: String?
    var line: Int?
    var fragments: [String] = []

    static let severityWords: [String: Severity?] = ["error": .error, "warning": .warning, "note": .note, "diagnostic": nil]

    /// Whether `text` is written as a diagnostic pattern (its first word is a quantity or a severity).
    static func isPattern(_ text: String) -> Bool {
        guard let first = text.split(separator: " ").first.map(String.init) else { return false }
        return first == "no" || Int(first) != nil || severityWords.keys.contains(first)
    }

    func matches(_ diagnostic: Diagnostic) -> Bool {
        if let severity, diagnostic.severity != severity { return false }
        if let id, diagnostic.message.id != id { return false }
        if let line, diagnostic.range.start.line != line { return false }
        return fragments.allSatisfy { diagnostic.message.text.contains($0) }
    }

    /// Whether the pattern holds of `diagnostics`.
    func holds(in diagnostics: [Diagnostic]) -> Bool {
        let count = diagnostics.filter(matches).count
        switch quantity {
        case .atLeastOne: return count > 0
        case .none: return count == 0
        case let .exactly(expected): return count == expected
        }
    }

    /// A pattern that must not hold where this one does, to show the check can fail: another
    /// count, a fragment, id or line changed, else the quantity negated.
    var mutant: CaseDiagnosticPattern {
        var mutant = self
        switch quantity {
        case .none: mutant.quantity = .atLeastOne
        case let .exactly(count): mutant.quantity = .exactly(count + 1)
        case .atLeastOne:
            if let last = fragments.last {
                mutant.fragments[fragments.count - 1] = last + "✗"
            } else if let id {
                mutant.id = id + "✗"
            } else if let line {
                mutant.line = line + 1
            } else {
                mutant.quantity = .none
            }
        }
        return mutant
    }

    var description: String {
        var words: [String] = []
        switch quantity {
        case .atLeastOne: break
        case .none: words.append("no")
        case let .exactly(count): words += ["\(count)", "×"]
        }
        words.append(Self.severityWords.first { $0.value == severity }?.key ?? "diagnostic")
        if let id { words.append("[\(id)]") }
        if let line { words += ["line", "\(line)"] }
        words += fragments.map { CaseWords.quoted($0).description }
        return words.joined(separator: " ")
    }

    static func parse(_ text: String) throws -> CaseDiagnosticPattern {
        var words = try CaseWords.split(text)[...]
        var pattern = CaseDiagnosticPattern()
        if words.first == .word("no") {
            pattern.quantity = .none
            words.removeFirst()
        } else if case let .word(first)? = words.first, let count = Int(first) {
            words.removeFirst()
            guard words.popFirst() == .word("×") else { throw CaseError("expected '×' after the count \(count)") }
            pattern.quantity = .exactly(count)
        }
        guard case let .word(severityWord)? = words.popFirst(), let severity = severityWords[severityWord] else {
            throw CaseError("expected error, warning, note or diagnostic in '\(text)'")
        }
        pattern.severity = severity
        while let word = words.popFirst() {
            switch word {
            case let .quoted(fragment):
                pattern.fragments.append(fragment)
            case .word("line"):
                guard case let .word(number)? = words.popFirst(), let line = Int(number) else {
                    throw CaseError("expected a line number after 'line' in '\(text)'")
                }
                pattern.line = line
            case let .word(bracketed) where bracketed.hasPrefix("[") && bracketed.hasSuffix("]") && bracketed.count > 2:
                pattern.id = String(bracketed.dropFirst().dropLast())
            case let .word(other):
                throw CaseError("unexpected '\(other)' in '\(text)'")
            }
        }
        return pattern
    }
}

/// A line split into words and double-quoted fragments (`\"` and `\\` escape inside quotes).
enum CaseWords: Equatable, CustomStringConvertible {
    case word(String)
    case quoted(String)

    /// As written: a fragment quoted again, its quotes and backslashes escaped.
    var description: String {
        switch self {
        case let .word(word): word
        case let .quoted(fragment): "\"" + fragment.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    static func split(_ text: String) throws -> [CaseWords] {
        var result: [CaseWords] = []
        var characters = text[...]
        while let character = characters.first {
            if character == " " {
                characters.removeFirst()
            } else if character == "\"" {
                characters.removeFirst()
                var fragment = ""
                var closed = false
                while let next = characters.popFirst() {
                    if next == "\\", let escaped = characters.popFirst() {
                        fragment.append(escaped)
                    } else if next == "\"" {
                        closed = true
                        break
                    } else {
                        fragment.append(next)
                    }
                }
                guard closed else { throw CaseError("unterminated quote in '\(text)'") }
                result.append(.quoted(fragment))
            } else {
                let word = characters.prefix { $0 != " " && $0 != "\"" }
                characters = characters.dropFirst(word.count)
                result.append(.word(String(word)))
            }
        }
        return result
    }
}

/// An `// expect:` line that is not written in the format of `Cases/README.md`, or that cannot
/// be evaluated (a view that is not there, numbers compared with texts).
struct CaseError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
