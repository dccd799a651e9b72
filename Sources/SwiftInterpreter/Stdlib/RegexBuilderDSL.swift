/// The `RegexBuilder` DSL (SE-0351): `Regex { "pk_"; Capture { OneOrMore(.any) } }`. Each
/// component is turned into the regex syntax it stands for and the whole is compiled by the
/// standard library's engine, as a regex literal is (`RegexMembers.swift`), so matches, captures
/// and `output.1` are Swift's own. Components: string and character literals (matched as
/// written), regexes, `Capture`, `OneOrMore`, `ZeroOrMore`, `Optionally`, `ChoiceOf`, `Repeat`,
/// `One`, `Anchor`'s anchors and `CharacterClass`'s classes (`.any`, `.digit`, `.word`,
/// `.whitespace`, `.anyOf("…")`…), with `.eager`/`.reluctant`/`.possessive` repetition.
/// A capture with a `transform:`, `TryCapture` and `Reference`s are refused with an error
/// (`unsupported`) rather than matched differently. Apple's RegexBuilder reference names each
/// type; what each stands for in regex syntax is SE-0351's "Quantification", "Alternation",
/// "Capture and reference" and "Anchors" sections.
struct RegexBuilderComponent {
    /// The regex syntax the component stands for, ready to be placed after other components.
    var pattern: String
    /// For each capture inside, in order, whether its output is optional: a capture under
    /// `Optionally`, `ZeroOrMore`, a `ChoiceOf` alternative or a `Repeat` that may match nothing
    /// is `Substring?`, any other `Substring` (SE-0351, "Capture and reference").
    var optionalCaptures: [Bool] = []

    /// The component with every capture inside made optional.
    var capturesMadeOptional: RegexBuilderComponent {
        RegexBuilderComponent(pattern: pattern, optionalCaptures: optionalCaptures.map { _ in true })
    }
}

extension Interpreter {
    static let regexComponentBuilderName = "RegexComponentBuilder"
    static let regexAlternationBuilderName = "AlternationBuilder"

    func registerRegexBuilder() {
        for name in [Self.regexComponentBuilderName, Self.regexAlternationBuilderName] {
            resultBuilders[name] = .collectingComponents(name: name)
        }
        // Quantifiers: `OneOrMore(.digit)`, `ZeroOrMore { … }`, `Optionally(.reluctant, "x")`.
        for (name, quantifier) in [("OneOrMore", "+"), ("ZeroOrMore", "*"), ("Optionally", "?")] {
            registerRegexComponentType(name) { interpreter, arguments in
                let (behaviour, rest) = interpreter.repetitionBehaviour(arguments)
                let inner = try interpreter.regexComponents(rest)
                let quantified = RegexBuilderComponent(pattern: "(?:" + inner.pattern + ")" + quantifier + behaviour,
                                                       optionalCaptures: inner.optionalCaptures)
                return name == "OneOrMore" ? quantified : quantified.capturesMadeOptional
            }
        }
        registerRegexComponentType("One") { interpreter, arguments in
            let inner = try interpreter.regexComponents(arguments)
            return RegexBuilderComponent(pattern: "(?:" + inner.pattern + ")", optionalCaptures: inner.optionalCaptures)
        }
        registerRegexComponentType("Capture") { interpreter, arguments in
            if arguments.contains(where: { $0.label == "transform" || $0.label == "as" }) {
                throw interpreter.error(.unsupported, "Capture(as:) and Capture(transform:) of RegexBuilder are not modelled by LayoutLens")
            }
            let inner = try interpreter.regexComponents(arguments)
            return RegexBuilderComponent(pattern: "(" + inner.pattern + ")", optionalCaptures: [false] + inner.optionalCaptures)
        }
        for name in ["TryCapture", "Reference"] {
            registerRegexComponentType(name) { interpreter, _ in
                throw interpreter.error(.unsupported, "RegexBuilder's \(name) is not modelled by LayoutLens")
            }
        }
        registerRegexComponentType("ChoiceOf") { interpreter, arguments in
            guard case let .function(content)? = arguments.last?.value else {
                throw interpreter.error(.invalid, "ChoiceOf needs its alternatives in a closure")
            }
            let built = try interpreter.call(content, [], building: Self.regexAlternationBuilderName, replacingItsOwn: true)
            let parts = if case let .array(parts) = built { parts } else { [built] }
            let alternatives = try parts.map { try interpreter.regexBuilderComponent($0) }
            return RegexBuilderComponent(pattern: "(?:" + alternatives.map(\.pattern).joined(separator: "|") + ")",
                                         optionalCaptures: alternatives.flatMap(\.optionalCaptures).map { _ in true })
        }
        // `Repeat(count: 3) { … }`, `Repeat(.digit, count: 3)`, `Repeat(2...4) { … }`.
        registerRegexComponentType("Repeat") { interpreter, arguments in
            let (behaviour, afterBehaviour) = interpreter.repetitionBehaviour(arguments)
            var rest = afterBehaviour
            let bounds: String
            var mayMatchNothing = false
            if let index = rest.firstIndex(where: { $0.label == "count" }) {
                guard let count = rest[index].value.asInt, count >= 0 else { throw interpreter.error(.invalid, "Repeat(count:) needs a count of 0 or more") }
                bounds = "{\(count)}"
                mayMatchNothing = count == 0
                rest.remove(at: index)
            } else if let index = rest.firstIndex(where: { if case .range = $0.value { true } else { false } }) {
                guard case let .range(range) = rest[index].value else { throw interpreter.error(.invalid, "Repeat needs a range") }
                bounds = try interpreter.repetitionBounds(range)
                mayMatchNothing = bounds.hasPrefix("{0,")
                rest.remove(at: index)
            } else {
                throw interpreter.error(.invalid, "Repeat needs a count or a range")
            }
            let inner = try interpreter.regexComponents(rest)
            let repeated = RegexBuilderComponent(pattern: "(?:" + inner.pattern + ")" + bounds + behaviour, optionalCaptures: inner.optionalCaptures)
            return mayMatchNothing ? repeated.capturesMadeOptional : repeated
        }
        let anchor = registerNativeType("Anchor")
        for (name, pattern) in Self.regexAnchors { anchor.staticValues[name] = regexComponentValue("Anchor", RegexBuilderComponent(pattern: pattern)) }
        let characterClass = registerNativeType("CharacterClass")
        for (name, pattern) in Self.regexCharacterClasses {
            characterClass.staticValues[name] = regexComponentValue("CharacterClass", RegexBuilderComponent(pattern: pattern))
        }
        characterClass.addMethod("anyOf", .native("anyOf") { interpreter, _, arguments in
            interpreter.regexComponentValue("CharacterClass", RegexBuilderComponent(pattern: try interpreter.anyOfClass(arguments.value(0))))
        }, isStatic: true)
    }

    /// Registers a component type made by `init(…)`, its syntax computed by `pattern` from the
    /// initializer's arguments.
    private func registerRegexComponentType(_ name: String, _ pattern: @escaping (Interpreter, [CallArgument]) throws -> RegexBuilderComponent) {
        let type = registerNativeType(name)
        type.initializers.append(.native("init") { interpreter, _, arguments in
            interpreter.regexComponentValue(name, try pattern(interpreter, arguments))
        })
    }

    func regexComponentValue(_ typeName: String, _ component: RegexBuilderComponent) -> Value {
        nativeValue(typeName, component)
    }

    /// `Regex { … }`: the components the closure builds, compiled as one regex.
    func regexFromBuilder(_ content: Function) throws -> Value {
        let built = try call(content, [], building: Self.regexComponentBuilderName, replacingItsOwn: true)
        let component = try regexBuilderComponent(built)
        return try regexValue(source: component.pattern, display: "Regex { \(component.pattern) }", optionalCaptures: component.optionalCaptures)
    }

    /// The syntax of a component's arguments: its content closure, or its component arguments
    /// in order (`Capture(OneOrMore(.digit))`).
    private func regexComponents(_ arguments: [CallArgument]) throws -> RegexBuilderComponent {
        var whole = RegexBuilderComponent(pattern: "")
        for argument in arguments where argument.label == nil || argument.label == "content" {
            let value = if case let .function(content) = argument.value {
                try call(content, [], building: Self.regexComponentBuilderName, replacingItsOwn: true)
            } else {
                argument.value
            }
            let component = try regexBuilderComponent(value)
            whole.pattern += component.pattern
            whole.optionalCaptures += component.optionalCaptures
        }
        return whole
    }

    /// The regex syntax a component value stands for, with its captures.
    func regexBuilderComponent(_ value: Value) throws -> RegexBuilderComponent {
        switch value {
        case let .string(text): return RegexBuilderComponent(pattern: Self.regexEscaped(text))
        case let .character(character): return RegexBuilderComponent(pattern: Self.regexEscaped(String(character)))
        case let .array(parts): return try regexComponents(parts.map { CallArgument(nil, $0) })
        case .optional(nil), .void: return RegexBuilderComponent(pattern: "")
        case let .optional(wrapped?): return try regexBuilderComponent(wrapped)
        case let .unresolvedMember(member):
            if let pattern = Self.regexCharacterClasses[member.name] ?? Self.regexAnchors[member.name], member.arguments == nil {
                return RegexBuilderComponent(pattern: pattern)
            }
            if member.name == "anyOf", let text = member.arguments?.first?.value { return RegexBuilderComponent(pattern: try anyOfClass(text)) }
        case let .native(native):
            if let component = native.payload as? RegexBuilderComponent { return component }
            // An embedded regex's captures keep the literal path's typing: each optional.
            if let regex = native.payload as? RegexPattern, let pattern = regex.pattern {
                return RegexBuilderComponent(pattern: "(?:" + pattern + ")",
                                             optionalCaptures: regex.optionalCaptures ?? Array(repeating: true, count: Self.captureGroupCount(pattern)))
            }
        default: break
        }
        throw error(.unsupported, "'\(typeName(of: value))' is not a RegexBuilder component LayoutLens models")
    }

    /// `.eager` (the default), `.reluctant` (`+?`) or `.possessive` (`++`) — given before a
    /// content closure or after a component (`OneOrMore(.any, .reluctant)`) — and the other
    /// arguments (SE-0351, "Repetition behavior").
    private func repetitionBehaviour(_ arguments: [CallArgument]) -> (suffix: String, rest: [CallArgument]) {
        let suffixes = ["eager": "", "reluctant": "?", "possessive": "+"]
        for (index, argument) in arguments.enumerated() where argument.label == nil {
            guard case let .unresolvedMember(member) = argument.value, member.arguments == nil,
                  let suffix = suffixes[member.name] else { continue }
            var rest = arguments
            rest.remove(at: index)
            return (suffix, rest)
        }
        return ("", arguments)
    }

    /// `{2,4}` of `2...4`, `{2,3}` of `2..<4`, `{2,}` of `2...`.
    private func repetitionBounds(_ range: RangeValue) throws -> String {
        guard let lower = range.lower?.asInt ?? (range.lower == nil ? 0 : nil), lower >= 0 else {
            throw error(.invalid, "Repeat needs whole-number bounds")
        }
        guard let upperValue = range.upper else { return "{\(lower),}" }
        guard let upper = upperValue.asInt.map({ range.isClosed ? $0 : $0 - 1 }), upper >= lower else {
            throw error(.invalid, "Repeat needs whole-number bounds")
        }
        return "{\(lower),\(upper)}"
    }

    /// The capturing groups of regex syntax: each `(` that is not escaped, not in a class and not
    /// a `(?` group, plus the named `(?<name>` and `(?'name'` ones.
    static func captureGroupCount(_ pattern: String) -> Int {
        let characters = Array(pattern)
        var count = 0, index = 0, inClass = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" { index += 2; continue }
            if inClass { if character == "]" { inClass = false } }
            else if character == "[" { inClass = true }
            else if character == "(" {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                let after = index + 2 < characters.count ? characters[index + 2] : " "
                if next != "?" || ((after == "<" || after == "'") && index + 3 < characters.count && characters[index + 3] != "=" && characters[index + 3] != "!") {
                    count += 1
                }
            }
            index += 1
        }
        return count
    }

    /// `CharacterClass.anyOf("+-")`: a class of the string's characters.
    private func anyOfClass(_ value: Value) throws -> String {
        guard case let .string(text) = value, !text.isEmpty else { throw error(.invalid, "anyOf needs a string of characters") }
        return "[" + text.map { Self.regexEscaped(String($0)) }.joined() + "]"
    }

    /// `text` matched as written: every ASCII character that is not a letter, digit or space is
    /// escaped (a backslash before punctuation always means the character itself).
    static func regexEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character.isASCII, !character.isLetter, !character.isNumber, character != " " { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `CharacterClass`'s classes (Apple, `CharacterClass`): `.any` matches every character,
    /// newlines too, unlike `.` (`(?s:.)`); `.anyNonNewline` is `.`.
    static let regexCharacterClasses: [String: String] = [
        "any": "(?s:.)", "anyNonNewline": ".", "anyGraphemeCluster": "\\X", "digit": "\\d", "hexDigit": "[0-9A-Fa-f]",
        "word": "\\w", "whitespace": "\\s", "horizontalWhitespace": "\\h", "verticalWhitespace": "\\v", "newlineSequence": "\\R",
    ]

    /// `Anchor`'s anchors (Apple, `Anchor`): subject bounds `\A` `\z`, line bounds in multi-line
    /// mode, word boundaries.
    static let regexAnchors: [String: String] = [
        "startOfSubject": "\\A", "endOfSubject": "\\z", "endOfSubjectBeforeNewline": "\\Z",
        "startOfLine": "(?m:^)", "endOfLine": "(?m:$)", "wordBoundary": "\\b",
    ]
}
