/// A shell-style pattern (`approve --filter`; one path component of a Tuist or xcodegen glob):
/// `*` any run of characters (also `/`), `?` one character, `[abc]`, `[a-z]`, `[!a-z]` a set,
/// `\x` the character x. Matched in O(pattern × text) steps at worst — no backtracking blow-up,
/// whatever the pattern (a regular expression such as `^(a+)+$` could take exponential time).
public struct GlobPattern: Sendable {
    enum Element: Sendable {
        case literal(Character)
        case any
        case star
        case set([ClosedRange<Character>], negated: Bool)
    }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    let elements: [Element]

    public init(_ pattern: String) throws(Problem) {
        var elements: [Element] = []
        var characters = pattern[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if case .star? = elements.last { continue }
                elements.append(.star)
            case "?": elements.append(.any)
            case "\\":
                guard let escaped = characters.popFirst() else { throw Problem(description: "the pattern ends with '\\'") }
                elements.append(.literal(escaped))
            case "[":
                var negated = false
                if let first = characters.first, first == "!" || first == "^" { negated = true; characters.removeFirst() }
                var ranges: [ClosedRange<Character>] = []
                var closed = false
                while let member = characters.popFirst() {
                    if member == "]" && !ranges.isEmpty { closed = true; break }
                    if characters.first == "-", characters.dropFirst().first.map({ $0 != "]" }) == true {
                        characters.removeFirst()
                        let upper = characters.removeFirst()
                        guard member <= upper else { throw Problem(description: "the range '\(member)-\(upper)' is reversed") }
                        ranges.append(member...upper)
                    } else {
                        ranges.append(member...member)
                    }
                }
                guard closed else { throw Problem(description: "'[' has no closing ']'") }
                elements.append(.set(ranges, negated: negated))
            default: elements.append(.literal(character))
            }
        }
        self.elements = elements
    }

    /// Whether the whole of `text` matches. The classic two-pointer glob match: on a mismatch it
    /// returns to the last `*` only, so each text position is retried at most once per star.
    public func matches(_ text: String) -> Bool {
        let characters = Array(text)
        var p = 0, t = 0
        var starP = -1, starT = 0
        while t < characters.count {
            if p < elements.count, Self.accepts(elements[p], characters[t]) {
                p += 1; t += 1
            } else if p < elements.count, case .star = elements[p] {
                starP = p; starT = t; p += 1
            } else if starP >= 0 {
                p = starP + 1; starT += 1; t = starT
            } else {
                return false
            }
        }
        while p < elements.count, case .star = elements[p] { p += 1 }
        return p == elements.count
    }

    private static func accepts(_ element: Element, _ character: Character) -> Bool {
        switch element {
        case .literal(let expected): return expected == character
        case .any: return true
        case .star: return false
        case .set(let ranges, let negated): return ranges.contains { $0.contains(character) } != negated
        }
    }

    /// `text` with every glob character escaped, so it matches itself only.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "*?[]\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
