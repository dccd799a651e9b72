/// Backtracking over `ICURegex.Node`s: each node matches at a position and hands every end it
/// can reach, in ICU's order of preference, to what follows (`then`), until that succeeds.
/// Every node visit counts against `stepLimit`, so a pattern that backtracks without end (a
/// nested `(a*)*` on a long text) stops with `tooManySteps` instead of hanging; the bound also
/// bounds the native recursion.
struct ICURegexMatcher {
    typealias Node = ICURegex.Node
    let text: [Unicode.Scalar]
    /// `.caseInsensitive`: a scalar matches any of its case variants (`ICURegex.caseVariants`).
    let caseInsensitive: Bool
    private let budget: StepBudget
    private let slots: CaptureSlots

    /// The range each capturing group took in the match found last (nil: none).
    var captures: [Range<Int>?] { slots.ranges }

    /// The groups' ranges, set as a group closes and put back when matching backtracks past it.
    private final class CaptureSlots {
        var ranges: [Range<Int>?]
        init(_ count: Int) { ranges = Array(repeating: nil, count: count) }
    }

    /// The steps left, shared by every nested call of one match.
    private final class StepBudget {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }

        func spend() throws {
            remaining -= 1
            if remaining < 0 { throw ICURegex.Failure.tooManySteps }
        }
    }

    init(text: [Unicode.Scalar], stepLimit: Int, captureCount: Int = 0, caseInsensitive: Bool = false) {
        self.text = text
        self.caseInsensitive = caseInsensitive
        budget = StepBudget(stepLimit)
        slots = CaptureSlots(captureCount)
    }

    func match(_ node: Node, at position: Int, then: (Int) throws -> Bool) throws -> Bool {
        try budget.spend()
        switch node {
        case let .scalar(scalar):
            return position < text.count && matches(text[position], scalar) ? try then(position + 1) : false
        case let .set(set):
            return position < text.count && set.contains(text[position], ignoringCase: caseInsensitive) ? try then(position + 1) : false
        case let .sequence(items):
            return try matchSequence(items[...], at: position, then: then)
        case let .capture(inner, index):
            return try match(inner, at: position) { end in
                guard index - 1 < slots.ranges.count else { return try then(end) }
                let saved = slots.ranges[index - 1]
                slots.ranges[index - 1] = position..<end
                if try then(end) { return true }
                slots.ranges[index - 1] = saved
                return false
            }
        case let .alternation(branches):
            for branch in branches where try match(branch, at: position, then: then) { return true }
            return false
        case let .repetition(inner, min, max, mode):
            if mode == .possessive {
                guard let end = try firstEnd(of: .repetition(inner, min: min, max: max, mode: .greedy), at: position) else { return false }
                return try then(end)
            }
            return try matchRepetition(inner, min: min, max: max, lazy: mode == .lazy, count: 0, at: position, then: then)
        case let .atomic(inner):
            guard let end = try firstEnd(of: inner, at: position) else { return false }
            return try then(end)
        case let .lookahead(inner, negative):
            return try (firstEnd(of: inner, at: position) != nil) != negative ? then(position) : false
        case let .lookbehind(inner, negative, maxLength):
            return try (matchesEnding(inner, at: position, maxLength: maxLength) != negative) ? then(position) : false
        case let .anchor(anchor):
            return try holds(anchor, at: position) ? then(position) : false
        }
    }

    /// Whether `node` matches some text that ends exactly at `position`, starting at most
    /// `maxLength` scalars before it (and never before the text, the region's start: opaque
    /// bounds).
    private func matchesEnding(_ node: Node, at position: Int, maxLength: Int) throws -> Bool {
        for start in stride(from: position, through: max(0, position - maxLength), by: -1)
        where try match(node, at: start, then: { $0 == position }) {
            return true
        }
        return false
    }

    /// The end of the first way `node` matches at `position`, with no later backtracking into it.
    private func firstEnd(of node: Node, at position: Int) throws -> Int? {
        var end: Int?
        _ = try match(node, at: position) { end = $0; return true }
        return end
    }

    private func matchSequence(_ items: ArraySlice<Node>, at position: Int, then: (Int) throws -> Bool) throws -> Bool {
        guard let first = items.first else { return try then(position) }
        return try match(first, at: position) { next in
            try matchSequence(items.dropFirst(), at: next, then: then)
        }
    }

    /// `count` repetitions made so far. An iteration that matched nothing ends the repetition
    /// once the minimum is met (ICU stops a loop that makes no progress).
    private func matchRepetition(_ inner: Node, min: Int, max: Int?, lazy: Bool, count: Int, at position: Int,
                                          then: (Int) throws -> Bool) throws -> Bool {
        try budget.spend()
        let mayStop = count >= min
        let mayGoOn = max.map { count < $0 } ?? true
        if lazy, mayStop, try then(position) { return true }
        if mayGoOn {
            let matched = try match(inner, at: position) { next in
                if next == position, mayStop { return false }
                return try matchRepetition(inner, min: min, max: max, lazy: lazy, count: count + 1, at: next, then: then)
            }
            if matched { return true }
        }
        return !lazy && mayStop ? try then(position) : false
    }

    private func matches(_ given: Unicode.Scalar, _ pattern: Unicode.Scalar) -> Bool {
        given == pattern || (caseInsensitive && ICURegex.caseVariants(of: given).contains(pattern))
    }

    /// `^`/`\A` at the start; `$`/`\Z` at the end or before a line terminator (or `\r\n`) that
    /// ends the text; `\z` at the end; `\b` where a word character (`\w`) meets a non-word one.
    private func holds(_ anchor: ICURegex.Anchor, at position: Int) -> Bool {
        switch anchor {
        case .start: return position == 0
        case .absoluteEnd: return position == text.count
        case .lineStart:
            // ICU (`URX_CARET_M`): the start, or after a line terminator that is not the last
            // scalar of the text.
            return position == 0 || (position < text.count && ICURegex.isLineTerminator(text[position - 1]))
        case .lineEnd:
            // ICU (`URX_DOLLAR_M`): the end, or before a line terminator, except between "\r" and "\n".
            if position == text.count { return true }
            guard ICURegex.isLineTerminator(text[position]) else { return false }
            return !(text[position] == "\n" && position > 0 && text[position - 1] == "\r")
        case .end:
            if position == text.count { return true }
            if position == text.count - 1 { return ICURegex.isLineTerminator(text[position]) }
            return position == text.count - 2 && text[position] == "\r" && text[position + 1] == "\n"
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && ICURegex.isIn(.word, text[position - 1])
            let after = position < text.count && ICURegex.isIn(.word, text[position])
            return (before != after) == (anchor == .wordBoundary)
        }
    }
}
