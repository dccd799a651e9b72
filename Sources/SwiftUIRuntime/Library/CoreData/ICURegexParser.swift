/// Reads an ICU pattern into `ICURegex.Node`s (the syntax `ICURegex` lists). Recursion follows
/// the pattern's nesting of groups, so a pattern nested deeper than `maximumDepth` is
/// `unsupported` rather than a deep native stack.
struct ICURegexParser {
    typealias Node = ICURegex.Node
    let scalars: [Unicode.Scalar]
    var index = 0
    var depth = 0
    /// Capturing groups read, and the highest back-reference (`\1` … `\9`) seen: ICU rejects a
    /// reference to a group the pattern lacks, and matching one is not supported here.
    var captureGroups = 0
    /// Each named group's number (`(?<amount>…)`), numbered with the unnamed ones in order.
    var groupNames: [String: Int] = [:]
    var highestBackReference = 0
    static let maximumDepth = 64

    let options: ICURegex.Options

    init(scalars: [Unicode.Scalar], options: ICURegex.Options = ICURegex.Options()) {
        self.scalars = scalars
        self.options = options
    }

    mutating func parseWhole() throws -> Node {
        let node = try parseAlternation()
        if index < scalars.count { throw ICURegex.Failure.invalid("unbalanced ')'") }
        if highestBackReference > captureGroups { throw ICURegex.Failure.invalid("\\\(highestBackReference) names a group the pattern lacks") }
        if highestBackReference > 0 { throw ICURegex.Failure.unsupported("the back-reference '\\\(highestBackReference)'") }
        return node
    }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        index += 1
        return true
    }

    private mutating func parseAlternation() throws -> Node {
        var branches = [try parseSequence()]
        while take("|") { branches.append(try parseSequence()) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() throws -> Node {
        var items: [Node] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "Q" {
                index += 2
                while index < scalars.count {
                    if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "E" { index += 2; break }
                    items.append(.scalar(scalars[index]))
                    index += 1
                }
                continue
            }
            let atom = try parseAtom()
            items.append(try parseQuantifiers(on: atom))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseQuantifiers(on atom: Node) throws -> Node {
        var node = atom
        while let scalar = next {
            let bounds: (Int, Int?)
            switch scalar {
            case "*": index += 1; bounds = (0, nil)
            case "+": index += 1; bounds = (1, nil)
            case "?": index += 1; bounds = (0, 1)
            case "{": bounds = try parseInterval()
            default: return node
            }
            if case .anchor = atom { throw ICURegex.Failure.unsupported("a quantifier on an anchor") }
            let mode: ICURegex.Mode = take("?") ? .lazy : take("+") ? .possessive : .greedy
            node = .repetition(node, min: bounds.0, max: bounds.1, mode: mode)
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; ICU rejects any other text after `{` (`U_REGEX_BAD_INTERVAL`).
    private mutating func parseInterval() throws -> (Int, Int?) {
        index += 1
        guard let low = parseNumber() else { throw ICURegex.Failure.invalid("'{' without a count") }
        var high: Int? = low
        if take(",") { high = parseNumber() }
        guard take("}") else { throw ICURegex.Failure.invalid("'{' not closed by '}'") }
        if let high, high < low { throw ICURegex.Failure.invalid("{\(low),\(high)}: the maximum is below the minimum") }
        return (low, high)
    }

    private mutating func parseNumber() -> Int? {
        var value: Int?
        while let scalar = next, let digit = Int(String(scalar)), scalar.isASCII {
            value = min((value ?? 0) * 10 + digit, 100_000)
            index += 1
        }
        return value
    }

    private mutating func parseAtom() throws -> Node {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "(": return try parseGroup()
        case "[": return .set(try parseSet())
        case ".":
            // With `.dotMatchesLineSeparators` every scalar: the empty set negated.
            if options.dotMatchesLineSeparators { return .set(ICURegex.ScalarClass(negated: true)) }
            return .set(ICURegex.ScalarClass(named: [(.anyButLineTerminator, false)]))
        case "^": return .anchor(options.anchorsMatchLines ? .lineStart : .start)
        case "$": return .anchor(options.anchorsMatchLines ? .lineEnd : .end)
        case "*", "+", "?", "{": throw ICURegex.Failure.invalid("'\(scalar)' with nothing to repeat")
        case "\\": return try parseEscape()
        default: return .scalar(scalar)
        }
    }

    private mutating func parseGroup() throws -> Node {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw ICURegex.Failure.unsupported("groups nested more than \(Self.maximumDepth) deep") }
        var wrap: (Node) -> Node = { $0 }
        /// `(?<=`: false; `(?<!`: true; nil for any other group.
        var lookbehindNegated: Bool?
        if take("?") {
            switch next {
            case ":": break
            case ">": wrap = { .atomic($0) }
            case "=": wrap = { .lookahead($0, negative: false) }
            case "!": wrap = { .lookahead($0, negative: true) }
            case "<" where index + 1 < scalars.count && (scalars[index + 1] == "=" || scalars[index + 1] == "!"):
                // ICU User Guide, "Regular Expression Metacharacters": "(?<= …) Look-behind
                // assertion … The length of possible strings matched by the look-behind pattern
                // must not be unbounded (no * or + operators.)"
                lookbehindNegated = scalars[index + 1] == "!"
                index += 1
            case "<":
                // ICU User Guide, "Regular Expression Metacharacters": "(?<name> …) Named capture
                // group. The <angle brackets> are literal"; a name is an ASCII letter and then
                // ASCII letters and digits. It is numbered as an unnamed group would be.
                let name = try parseGroupName()
                captureGroups += 1
                let number = captureGroups
                guard groupNames.updateValue(number, forKey: name) == nil else {
                    throw ICURegex.Failure.invalid("the group name '\(name)' is used twice")
                }
                wrap = { .capture($0, index: number) }
            default: throw ICURegex.Failure.unsupported("the group '(?\(next.map(String.init) ?? "")'")
            }
            index += 1
        } else {
            captureGroups += 1
            let index = captureGroups
            wrap = { .capture($0, index: index) }
        }
        let inner = try parseAlternation()
        guard take(")") else { throw ICURegex.Failure.invalid("'(' not closed") }
        if let lookbehindNegated {
            guard let maxLength = Self.maximumLength(of: inner) else {
                throw ICURegex.Failure.invalid("a look-behind pattern of unbounded length")
            }
            return .lookbehind(inner, negative: lookbehindNegated, maxLength: maxLength)
        }
        return wrap(inner)
    }

    /// The name of `(?<name>`, read up to (not past) its `>`; `index` is at the `<`.
    private mutating func parseGroupName() throws -> String {
        var name = ""
        while index + 1 < scalars.count, scalars[index + 1].isASCII,
              Character(scalars[index + 1]).isLetter || (!name.isEmpty && Character(scalars[index + 1]).isNumber) {
            name.unicodeScalars.append(scalars[index + 1])
            index += 1
        }
        index += 1
        guard !name.isEmpty, next == ">" else { throw ICURegex.Failure.invalid("a group name is an ASCII letter, then letters and digits, closed by '>'") }
        return name
    }

    /// The most scalars `node` can match, or nil when unbounded (a `*`, `+` or `{n,}`).
    static func maximumLength(of node: Node) -> Int? {
        switch node {
        case .scalar, .set: return 1
        case .anchor, .lookahead, .lookbehind: return 0
        case let .capture(inner, _), let .atomic(inner): return maximumLength(of: inner)
        case let .sequence(items):
            var total = 0
            for item in items {
                guard let length = maximumLength(of: item) else { return nil }
                total += length
            }
            return total
        case let .alternation(branches):
            var longest = 0
            for branch in branches {
                guard let length = maximumLength(of: branch) else { return nil }
                longest = max(longest, length)
            }
            return longest
        case let .repetition(inner, _, max, _):
            guard let max, let length = maximumLength(of: inner) else { return nil }
            return max * length
        }
    }

    private mutating func parseEscape() throws -> Node {
        guard let scalar = next else { throw ICURegex.Failure.invalid("'\\' at the end of the pattern") }
        switch scalar {
        case "A": index += 1; return .anchor(.start)
        case "z": index += 1; return .anchor(.absoluteEnd)
        case "Z": index += 1; return .anchor(.end)
        case "b": index += 1; return .anchor(.wordBoundary)
        case "B": index += 1; return .anchor(.notWordBoundary)
        default:
            let item = try parseEscapedItem()
            switch item {
            case let .scalar(value): return .scalar(value)
            case let .named(named, negated): return .set(ICURegex.ScalarClass(named: [(named, negated)]))
            }
        }
    }

    enum EscapedItem {
        case scalar(Unicode.Scalar)
        case named(ICURegex.ScalarClass.Named, negated: Bool)
    }

    /// An escape after its `\`, as it reads both in and out of a set.
    private mutating func parseEscapedItem(inSet: Bool = false) throws -> EscapedItem {
        guard let scalar = next else { throw ICURegex.Failure.invalid("'\\' at the end of the pattern") }
        index += 1
        switch scalar {
        case "d": return .named(.digit, negated: false)
        case "D": return .named(.digit, negated: true)
        case "w": return .named(.word, negated: false)
        case "W": return .named(.word, negated: true)
        case "s": return .named(.space, negated: false)
        case "S": return .named(.space, negated: true)
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "e": return .scalar("\u{1B}")
        case "a": return .scalar("\u{07}")
        case "u": return .scalar(try hexScalar(digits: 4))
        case "x":
            if take("{") {
                var digits = 0, value: UInt32 = 0
                while let h = next, h.isASCII, let d = UInt32(String(h), radix: 16) {
                    value = value &* 16 &+ d; digits += 1; index += 1
                    if digits > 8 { break }
                }
                guard digits >= 1, digits <= 6, take("}"), let result = Unicode.Scalar(value) else { throw ICURegex.Failure.invalid("a bad '\\x{…}'") }
                return .scalar(result)
            }
            return .scalar(try hexScalar(digits: 2))
        case "p", "P":
            // `\p{…}` is a Unicode property; without `{` ICU rejects it. The general categories
            // Letter and Number (`\p{L}`, `\p{N}`; ICU User Guide, "Regular Expression
            // Metacharacters": "\p{UNICODE PROPERTY NAME} Match any character with the specified
            // Unicode Property"; `\P` "not having") are read; other properties are unsupported.
            if next == "{" {
                if let close = scalars[index...].firstIndex(of: "}") {
                    let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                    let named: ICURegex.ScalarClass.Named? = ["L": .letter, "Letter": .letter, "N": .number, "Number": .number][name]
                    if let named {
                        index = close + 1
                        return .named(named, negated: scalar == "P")
                    }
                }
                throw ICURegex.Failure.unsupported("the property '\\\(scalar){…}'")
            }
            throw ICURegex.Failure.invalid("'\\\(scalar)' without '{'")
        case "1"..."9" where !inSet:
            highestBackReference = max(highestBackReference, Int(String(scalar)) ?? 0)
            return .scalar(scalar)
        default:
            if scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber {
                throw ICURegex.Failure.unsupported("the escape '\\\(scalar)'")
            }
            return .scalar(scalar)
        }
    }

    private mutating func hexScalar(digits: Int) throws -> Unicode.Scalar {
        guard index + digits <= scalars.count,
              let value = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + digits)])), radix: 16),
              let scalar = Unicode.Scalar(value) else { throw ICURegex.Failure.invalid("a bad hexadecimal escape") }
        index += digits
        return scalar
    }

    /// `[…]` after its `[`: `^` first negates, `a-z` is a range, escapes as outside; `-` first
    /// or last is itself. A nested set, `[:name:]`, `&&`, `--` or `]` first are ICU's set
    /// expressions, which are `unsupported`.
    private mutating func parseSet() throws -> ICURegex.ScalarClass {
        var set = ICURegex.ScalarClass()
        set.negated = take("^")
        if next == "]" { throw ICURegex.Failure.unsupported("']' first in a set") }
        var first = true
        while true {
            guard let scalar = next else { throw ICURegex.Failure.invalid("'[' not closed by ']'") }
            if scalar == "]" { index += 1; return set }
            if scalar == "[" { throw ICURegex.Failure.unsupported("a set inside a set") }
            if (scalar == "&" || scalar == "-"), index + 1 < scalars.count, scalars[index + 1] == scalar, !first {
                throw ICURegex.Failure.unsupported("the set operation '\(scalar)\(scalar)'")
            }
            first = false
            index += 1
            let low: Unicode.Scalar
            if scalar == "\\" {
                switch try parseEscapedItem(inSet: true) {
                case let .named(named, negated): set.named.append((named, negated)); continue
                case let .scalar(value): low = value
                }
            } else {
                low = scalar
            }
            guard next == "-", index + 1 < scalars.count, scalars[index + 1] != "]" else {
                set.ranges.append(low.value...low.value)
                continue
            }
            index += 1
            var high = scalars[index]
            index += 1
            if high == "[" { throw ICURegex.Failure.unsupported("a set inside a set") }
            if high == "\\" {
                guard case let .scalar(value) = try parseEscapedItem(inSet: true) else { throw ICURegex.Failure.invalid("a range ending in a class") }
                high = value
            }
            guard low.value <= high.value else { throw ICURegex.Failure.invalid("the range '\(low)-\(high)' is backwards") }
            set.ranges.append(low.value...high.value)
        }
    }
}
