/// A regular expression in ICU's syntax, the one `NSPredicate`'s `MATCHES` reads ("The left hand
/// expression equals the right hand expression using a regex-style comparison according to ICU
/// v3", Apple, "Predicate Programming Guide: Predicate Format String Syntax"), matched by
/// backtracking over Unicode scalars, as ICU matches code points (ICU User Guide, "Regular
/// Expressions"). Without linking Foundation's `NSRegularExpression`.
///
/// Read: literals and `\`-escaped punctuation; `.` (any scalar but a line terminator); `[…]`
/// sets with ranges, `^` negation and the escapes below; `\d \D \w \W \s \S`; `\t \n \r \f \e
/// \a`, `\uhhhh`, `\xhh`, `\x{h…}`, `\Q…\E`; anchors `^ $ \A \z \Z \b \B`; groups `(…)`, `(?:…)`,
/// named `(?<name>…)`, atomic `(?>…)`, look-ahead `(?=…)` `(?!…)`, look-behind `(?<=…)` `(?<!…)` of bounded length;
/// alternation `|`; quantifiers `* + ? {n} {n,} {n,m}`, each greedy, lazy (`?` after it) or
/// possessive (`+` after it). Everything else ICU reads (back-references, `\p{…}` but `\p{L}`/`\p{N}` and their `\P` negations, nested sets
/// and set operations, flag groups other than the leading `(?ims)`, `\N{…}`, `\X`, `\R`, …) is `unsupported` and
/// named, never guessed; what ICU rejects (an unbalanced `(`, a quantifier with nothing before
/// it, `\` at the end, a look-behind of unbounded length) is `invalid`, which `MATCHES` answers
/// with no match, as a failed `NSRegularExpression` did.
struct ICURegex {
    enum Failure: Error, Equatable {
        /// ICU would reject the pattern.
        case invalid(String)
        /// ICU reads the construct; this matcher does not.
        case unsupported(String)
        /// Matching took more than the step bound (a pattern that backtracks without end).
        case tooManySteps
    }

    indirect enum Node {
        case scalar(Unicode.Scalar)
        case set(ScalarClass)
        case sequence([Node])
        /// A capturing group `(…)`, numbered from 1 by its `(` in the pattern.
        case capture(Node, index: Int)
        case alternation([Node])
        case repetition(Node, min: Int, max: Int?, mode: Mode)
        case atomic(Node)
        case lookahead(Node, negative: Bool)
        /// `(?<=…)`, `(?<!…)`: whether the pattern matches text ending at the position, trying
        /// starts up to `maxLength` scalars back (ICU requires a bounded length).
        case lookbehind(Node, negative: Bool, maxLength: Int)
        case anchor(Anchor)
    }

    enum Mode { case greedy, lazy, possessive }

    /// `^` and `$` are `start` and `end` unless `anchorsMatchLines` makes them `lineStart` and
    /// `lineEnd`; `\A`, `\Z`, `\z` never change.
    enum Anchor { case start, end, absoluteEnd, lineStart, lineEnd, wordBoundary, notWordBoundary }

    /// A set of scalars: listed ranges and named classes, possibly negated.
    struct ScalarClass {
        var ranges: [ClosedRange<UInt32>] = []
        var named: [(Named, negated: Bool)] = []
        var negated = false

        /// `letter` and `number` are the general-category properties `\p{L}` and `\p{N}`.
        enum Named { case digit, word, space, anyButLineTerminator, letter, number }

        func contains(_ scalar: Unicode.Scalar, ignoringCase: Bool = false) -> Bool {
            let candidates = ignoringCase ? ICURegex.caseVariants(of: scalar) : [scalar]
            let listed = candidates.contains { candidate in
                ranges.contains { $0.contains(candidate.value) } || named.contains { ICURegex.isIn($0.0, candidate) != $0.negated }
            }
            return listed != negated
        }
    }

    /// `NSRegularExpression.Options` that change what a pattern means (Apple docs,
    /// "NSRegularExpression.Options"; ICU's `UREGEX_CASE_INSENSITIVE`, `UREGEX_MULTILINE`,
    /// `UREGEX_DOTALL`).
    struct Options: Equatable {
        /// `.caseInsensitive`: letters match either case (here: a scalar and its one-scalar
        /// lowercase, uppercase and titlecase mappings; ICU's full case folding — `ß` and `ss` —
        /// is **unverified** and not modelled).
        var caseInsensitive = false
        /// `.anchorsMatchLines`: `^` and `$` also match at the start and end of each line.
        var anchorsMatchLines = false
        /// `.dotMatchesLineSeparators`: `.` matches a line terminator too.
        var dotMatchesLineSeparators = false
    }

    let root: Node
    /// The capturing groups in the pattern (`numberOfCaptureGroups`).
    let captureCount: Int
    /// Each named group's number (`range(withName:)`).
    let groupNames: [String: Int]
    let options: Options

    init(_ pattern: String, options: Options = Options()) throws {
        var scalars = Array(pattern.unicodeScalars)
        var options = options
        Self.takeLeadingFlags(&scalars, into: &options)
        var parser = ICURegexParser(scalars: scalars, options: options)
        root = try parser.parseWhole()
        captureCount = parser.captureGroups
        groupNames = parser.groupNames
        self.options = options
    }

    /// The first match in `text[start..<end]` found by trying each start from `start`, as the
    /// ranges of the whole match (index 0) and of each capturing group (nil for a group that took
    /// no part), in scalar offsets of `text`. The region `text[regionStart..<end]` (`start` when
    /// not given) is matched with anchoring, opaque bounds, `NSRegularExpression`'s default: `^`
    /// and `\A` hold at `regionStart`, `$` and `\z` at `end`, so a search that goes on after a
    /// match (`matches(in:range:)`) still anchors at the range's start, as ICU's `find()` does.
    func match(in text: [Unicode.Scalar], from start: Int, to end: Int, regionStart: Int? = nil,
               stepLimit: Int = 20_000) throws -> [Range<Int>?]? {
        let origin = min(regionStart ?? start, start)
        let slice = Array(text[origin..<end])
        let matcher = ICURegexMatcher(text: slice, stepLimit: stepLimit, captureCount: captureCount,
                                      caseInsensitive: options.caseInsensitive)
        for first in (start - origin)...slice.count {
            var whole: Range<Int>?
            if try matcher.match(root, at: first, then: { whole = first..<$0; return true }), let whole {
                let groups = matcher.captures.map { $0.map { ($0.lowerBound + origin)..<($0.upperBound + origin) } }
                return [(whole.lowerBound + origin)..<(whole.upperBound + origin)] + groups
            }
        }
        return nil
    }

    /// Whether the pattern matches somewhere in `text` (`firstMatch(in:range:)` over the whole
    /// text), trying each start from the first; more than `stepLimit` node visits is
    /// `tooManySteps`.
    func firstMatch(in text: String, stepLimit: Int = 20_000) throws -> Bool {
        let matcher = ICURegexMatcher(text: Array(text.unicodeScalars), stepLimit: stepLimit, caseInsensitive: options.caseInsensitive)
        for start in 0...matcher.text.count where try matcher.match(root, at: start, then: { _ in true }) {
            return true
        }
        return false
    }

    /// ICU's `\d` (`\p{Nd}`), `\w` (`[\p{Alphabetic}\p{Mark}\p{Decimal_Number}
    /// \p{Connector_Punctuation}\u200c\u200d]`), `\s` (`\p{White_Space}`) and `.` without
    /// `DOTALL` (every scalar but the line terminators U+000A–U+000D, U+0085, U+2028, U+2029),
    /// as the ICU User Guide's "Regular Expression Metacharacters" table gives them.
    static func isIn(_ named: ScalarClass.Named, _ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch named {
        case .digit: return properties.generalCategory == .decimalNumber
        case .space: return properties.isWhitespace
        case .anyButLineTerminator: return !isLineTerminator(scalar)
        case .letter:
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
            default: return false
            }
        case .number:
            switch properties.generalCategory {
            case .decimalNumber, .letterNumber, .otherNumber: return true
            default: return false
            }
        case .word:
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
            default: return properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
            }
        }
    }

    /// `scalar` and its one-scalar lowercase, uppercase and titlecase mappings (Unicode's
    /// `Lowercase_Mapping` and kin), the scalars `.caseInsensitive` takes as equal to it.
    static func caseVariants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var variants = [scalar]
        let properties = scalar.properties
        for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
            guard mapping.unicodeScalars.count == 1, let only = mapping.unicodeScalars.first, !variants.contains(only) else { continue }
            variants.append(only)
        }
        return variants
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
