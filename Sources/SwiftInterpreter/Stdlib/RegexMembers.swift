/// Swift's `Regex` (SE-0350, SE-0354, SE-0357): literals (`/\d+/`, `#/…/#`) and `Regex(_:)` of a
/// string, matched by the Swift standard library's own regex engine, so matches are Swift's. A
/// match (`Regex.Match`) gives `output` (the whole match alone, or a tuple of the whole match and
/// each capture, a capture that did not take part being nil), its captures by position (`match.1`)
/// and by name (`match.year`), and `range` (as character offsets, the interpreter's string
/// indices). String algorithms taking a regex: `matches(of:)`, `firstMatch(of:)`,
/// `wholeMatch(of:)`, `prefixMatch(of:)`, `contains(_:)`, `replacing(_:with:)`, `ranges(of:)`,
/// `split(separator:)`, `trimmingPrefix(_:)`, `starts(with:)`; on the regex, `firstMatch(in:)`,
/// `wholeMatch(in:)`, `prefixMatch(in:)` and `ignoresCase()`.
/// A regex that repeats a repetition (`(a+)+`) may backtrack exponentially and is not run.
struct RegexPattern {
    let source: String
    let regex: Regex<AnyRegexOutput>
}

/// One match: its output (`.string` alone or a `.tuple`) and its range in characters.
struct RegexMatchValue {
    let output: Value
    let range: Range<Int>
}

extension Interpreter {
    static let regexTypeName = "Regex"
    static let regexMatchTypeName = "Regex.Match"

    func registerRegex() {
        let regex = registerNativeType(Self.regexTypeName, descriptor: NativeTypeDescriptor(describe: { value in
            Self.regexPattern(value).map { "Regex(\($0.source))" } ?? "Regex"
        }))
        regex.initializers.append(.native("init") { interpreter, _, arguments in
            // `Regex { … }`: RegexBuilder's block (`RegexBuilderComponents.swift`).
            if case let .function(block)? = arguments.last?.value {
                let source = try interpreter.regexSource(of: try interpreter.buildingRegexComponents(block, "RegexComponentBuilder"))
                return try interpreter.regexValue(source: source, display: "/" + source + "/")
            }
            guard let source = try arguments.value(0).asString else { throw interpreter.error(.invalid, "Regex(_:) needs a string") }
            return try interpreter.regexValue(source: source, display: "\"\(source)\"")
        })
        regex.addMethod("ignoresCase", .native("ignoresCase") { interpreter, selfValue, arguments in
            guard let pattern = Self.regexPattern(selfValue) else { return selfValue }
            let on = arguments.first?.value.asBool ?? true
            return interpreter.nativeValue(Self.regexTypeName, RegexPattern(source: pattern.source, regex: pattern.regex.ignoresCase(on)))
        })
        // `regex.repetitionBehavior(.reluctant)`: the default behaviour of the regex's
        // repetitions (SE-0351; a repetition that says its own keeps it), applied by Swift's own
        // `Regex.repetitionBehavior(_:)`.
        regex.addMethod("repetitionBehavior", .native("repetitionBehavior") { interpreter, selfValue, arguments in
            guard let pattern = Self.regexPattern(selfValue), case let .unresolvedMember(member)? = arguments.first?.value else { return selfValue }
            let behavior: RegexRepetitionBehavior
            switch member.name {
            case "reluctant": behavior = .reluctant
            case "possessive": behavior = .possessive
            case "eager": behavior = .eager
            default: throw interpreter.error(.invalid, "type 'RegexRepetitionBehavior' has no member '\(member.name)'")
            }
            return interpreter.nativeValue(Self.regexTypeName, RegexPattern(source: pattern.source, regex: pattern.regex.repetitionBehavior(behavior)))
        })
        for (name, kind) in [("firstMatch", MatchKind.first), ("wholeMatch", .whole), ("prefixMatch", .prefix)] {
            regex.addMethod(name, .native(name) { interpreter, selfValue, arguments in
                guard let pattern = Self.regexPattern(selfValue), let text = arguments.labelled("in")?.asString else { return .nil }
                return .optional(interpreter.match(pattern, in: text, kind).map(interpreter.regexMatchValue))
            })
        }
        let match = registerNativeType(Self.regexMatchTypeName, descriptor: NativeTypeDescriptor(member: { _, value, name in
            guard case let .native(native) = value, let match = native.payload as? RegexMatchValue else { return nil }
            // `match.1`, `match.year`: the output's element of that position or name.
            guard case let .tuple(elements, labels) = match.output else { return name == "0" ? match.output : nil }
            if let index = Int(name), elements.indices.contains(index) { return elements[index] }
            return labels.firstIndex(of: name).map { elements[$0] }
        }))
        match.computedProperties["output"] = getter { value in (Self.regexMatch(value)?.output) ?? .void }
        match.computedProperties["range"] = getter { value in
            guard let range = Self.regexMatch(value)?.range else { return .void }
            return .range(RangeValue(lower: .int(range.lowerBound), upper: .int(range.upperBound), isClosed: false))
        }
    }

    enum MatchKind { case first, whole, prefix }

    static func regexPattern(_ value: Value) -> RegexPattern? {
        guard case let .native(native) = value else { return nil }
        return native.payload as? RegexPattern
    }

    private static func regexMatch(_ value: Value) -> RegexMatchValue? {
        guard case let .native(native) = value else { return nil }
        return native.payload as? RegexMatchValue
    }

    /// The value of a regex literal as written (`/\d+/`, `#/\d+/#`).
    func regexLiteralValue(_ literal: String) throws -> Value {
        var body = Substring(literal)
        while body.first == "#", body.last == "#" { body = body.dropFirst().dropLast() }
        guard body.count >= 2, body.first == "/", body.last == "/" else { throw error(.invalidRegex(literal, reason: "no delimiters")) }
        return try regexValue(source: String(body.dropFirst().dropLast()), display: literal)
    }

    /// A `Regex` of `source`, after the check that it never repeats a repetition.
    func regexValue(source: String, display: String) throws -> Value {
        if Self.repeatsARepetition(source) { throw error(.unsupportedNestedRepetition(display)) }
        do {
            return nativeValue(Self.regexTypeName, RegexPattern(source: display, regex: try Regex(source)))
        } catch {
            throw self.error(.invalidRegex(display, reason: "\(error)"))
        }
    }

    /// Whether a group that contains a quantifier is itself quantified (`(a+)+`, `(?:\w*\s?)*`),
    /// the shape whose backtracking grows exponentially with the input.
    static func repeatsARepetition(_ source: String) -> Bool {
        let characters = Array(source)
        // For each open group, whether a quantifier appears inside it.
        var openGroups: [Bool] = []
        // The atom just read is a group with a quantifier inside.
        var afterRepeatingGroup = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                index += 1
                afterRepeatingGroup = false
            case "[":
                while index < characters.count, characters[index] != "]" { index += characters[index] == "\\" ? 2 : 1 }
                index += 1
                afterRepeatingGroup = false
            case "(":
                openGroups.append(false)
                afterRepeatingGroup = false
            case ")":
                afterRepeatingGroup = openGroups.popLast() ?? false
                if afterRepeatingGroup, !openGroups.isEmpty { openGroups[openGroups.count - 1] = true }
            case "*", "+", "{":
                if afterRepeatingGroup { return true }
                if !openGroups.isEmpty { openGroups[openGroups.count - 1] = true }
                if character == "{" { while index < characters.count, characters[index] != "}" { index += 1 } ; index += 1 }
                afterRepeatingGroup = false
            default:
                // `?` (at most once, or a lazy marker) and any other atom.
                afterRepeatingGroup = false
            }
        }
        return false
    }

    /// The first, whole or prefix match of `pattern` in `text`.
    func match(_ pattern: RegexPattern, in text: String, _ kind: MatchKind) -> RegexMatchValue? {
        let found: Regex<AnyRegexOutput>.Match?
        switch kind {
        case .first: found = try? pattern.regex.firstMatch(in: text)
        case .whole: found = try? pattern.regex.wholeMatch(in: text)
        case .prefix: found = try? pattern.regex.prefixMatch(in: text)
        }
        return found.map { Self.matchValue($0, in: text) }
    }

    /// Every match of `pattern` in `text`, left to right, none overlapping.
    func matches(_ pattern: RegexPattern, in text: String) -> [RegexMatchValue] {
        text.matches(of: pattern.regex).map { Self.matchValue($0, in: text) }
    }

    private static func matchValue(_ match: Regex<AnyRegexOutput>.Match, in text: String) -> RegexMatchValue {
        let lower = text.distance(from: text.startIndex, to: match.range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: match.range.upperBound)
        let captures = Array(match.output)
        let output: Value
        if captures.count <= 1 {
            output = .string(String(match.output[0].substring ?? ""))
        } else {
            let elements = captures.enumerated().map { index, capture -> Value in
                let text = capture.substring.map { Value.string(String($0)) }
                // A capture is optional only where it may not take part (`(b)?`, one side of an
                // alternation): Swift types the others `Substring` (SE-0354), as the regex
                // engine's own capture type says (`AnyRegexOutput.Element.type`).
                if index == 0 || capture.type == Substring.self { return text ?? .string("") }
                return text.map { .optional($0) } ?? .nil
            }
            output = .tuple(elements, labels: captures.map(\.name))
        }
        return RegexMatchValue(output: output, range: lower..<upper)
    }

    func regexMatchValue(_ match: RegexMatchValue) -> Value {
        nativeValue(Self.regexMatchTypeName, match)
    }

    /// `string.matches(of:)`, `firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`,
    /// `ranges(of:)`, `trimmingPrefix(_:)`, `starts(with:)` given a regex, a string or a character.
    func registerStringRegexAlgorithms(_ method: (String, @escaping (Interpreter, String, [CallArgument]) throws -> Value) -> Void) {
        // A string or character argument (`s.starts(with: "<think>")`, `ranges(of: ", ")`) is
        // matched as written, as the collection algorithms of the same names do.
        func regex(_ interpreter: Interpreter, _ arguments: [CallArgument]) throws -> RegexPattern {
            let argument = try arguments.value(0)
            if let pattern = Self.regexPattern(argument) { return pattern }
            if case let .character(character) = argument { return RegexPattern(source: "\"\(character)\"", regex: Regex(verbatim: String(character))) }
            guard let text = argument.asString else { throw interpreter.error(.invalid, "expected a Regex or a String") }
            return RegexPattern(source: "\"\(text)\"", regex: Regex(verbatim: text))
        }
        method("matches") { interpreter, s, a in
            .array(interpreter.matches(try regex(interpreter, a), in: s).map(interpreter.regexMatchValue))
        }
        for (name, kind) in [("firstMatch", MatchKind.first), ("wholeMatch", .whole), ("prefixMatch", .prefix)] {
            method(name) { interpreter, s, a in .optional(interpreter.match(try regex(interpreter, a), in: s, kind).map(interpreter.regexMatchValue)) }
        }
        method("ranges") { interpreter, s, a in
            .array(interpreter.matches(try regex(interpreter, a), in: s).map {
                .range(RangeValue(lower: .int($0.range.lowerBound), upper: .int($0.range.upperBound), isClosed: false))
            })
        }
        method("trimmingPrefix") { interpreter, s, a in
            guard let found = interpreter.match(try regex(interpreter, a), in: s, .prefix) else { return .string(s) }
            return .string(String(s.dropFirst(found.range.upperBound)))
        }
        method("starts") { interpreter, s, a in
            .bool(interpreter.match(try regex(interpreter, a), in: s, .prefix) != nil)
        }
    }

    /// `s.split(separator: regex)`: the text between matches, as Swift's `split` gives it.
    func split(_ text: String, by pattern: RegexPattern, maxSplits: Int, omittingEmpty: Bool) -> [String] {
        text.split(separator: pattern.regex, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty).map(String.init)
    }

    /// `s.replacing(regex, with:)`: each match (left to right, at most `maxReplacements`) replaced
    /// by the string, or by what the closure returns for the match.
    func replacing(_ pattern: RegexPattern, in text: String, with replacement: Value, maxReplacements: Int) throws -> String {
        let characters = Array(text)
        var result = ""
        var position = 0
        for found in matches(pattern, in: text).prefix(max(0, maxReplacements)) {
            result += String(characters[position..<found.range.lowerBound])
            if case .function = replacement {
                result += try invoke(replacement, [regexMatchValue(found)]).asString ?? ""
            } else {
                result += replacement.asString ?? ""
            }
            position = found.range.upperBound
        }
        return result + String(characters[position...])
    }
}
