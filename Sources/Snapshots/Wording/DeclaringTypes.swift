#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workers

/// Finds the type whose declaration holds a source line (`DrinkRow` for a `Text` written in
/// `DrinkRow`'s body), so a report can say "the Text in DrinkRow". Each file is read once.
///
/// An approximation (unverified, warned nowhere because it only names things): the innermost
/// `struct`, `class`, `enum`, `actor` or `extension` whose braces enclose the line, braces
/// counted outside string literals and `//` comments on a line basis.
public final class DeclaringTypes: @unchecked Sendable {
    private var declarations: [String: [(name: String, lines: ClosedRange<Int>)]] = [:]
    private let lock = MutualExclusion()

    public init() {}

    /// The innermost type declared around `line` of the file at `path`, if any.
    public func typeName(file path: String, line: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if declarations[path] == nil {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            declarations[path] = Self.declarations(in: text)
        }
        return declarations[path]?.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }?.name
    }

    static let keywords: Set<Substring> = ["struct", "class", "enum", "actor", "extension"]

    /// Every type declaration of `text` with the lines from its keyword to its closing brace.
    static func declarations(in text: String) -> [(name: String, lines: ClosedRange<Int>)] {
        var result: [(name: String, lines: ClosedRange<Int>)] = []
        var open: [(name: String?, line: Int)] = []
        var pending: (name: String, line: Int)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if let keyword = words.firstIndex(where: { keywords.contains($0) }), keyword + 1 < words.count {
                pending = (String(words[keyword + 1]), number)
            }
            var inString = false
            var previous: Character = " "
            for character in line {
                if character == "\"" { inString.toggle() }
                if !inString, previous == "/", character == "/" { break }
                if !inString, character == "{" {
                    open.append((pending?.name, pending?.line ?? number))
                    pending = nil
                } else if !inString, character == "}", let last = open.popLast(), let name = last.name {
                    result.append((name, last.line...number))
                }
                previous = character
            }
        }
        return result
    }
}
