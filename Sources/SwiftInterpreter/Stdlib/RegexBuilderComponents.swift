/// RegexBuilder's DSL (SE-0351, "Regex builder DSL"): `Regex { … }` built from string literals
/// (matched literally), other regexes, `One`, `Capture { … }`, `ZeroOrMore`, `OneOrMore`, `Optionally`
/// (each of a component or a block, with an optional `RegexRepetitionBehavior`: `.eager`,
/// `.reluctant`, `.possessive`), `ChoiceOf { … }` (one of its alternatives) and the character
/// classes `.any`, `.digit`, `.word`, `.whitespace`, `.anyNonNewline` (`CharacterClass`). Each
/// component is written as the regex syntax that means the same (SE-0351 gives both forms:
/// `OneOrMore(.digit)` is `\d+`, a reluctant repetition `*?`, `Capture` a group, `ChoiceOf` an
/// alternation, `.any` any character including a newline), and the whole is run by Swift's own
/// regex engine as a regex literal is (`RegexMembers.swift`), so matches and captures are Swift's.
struct RegexFragment {
    /// Regex syntax for this component, an atom (a group or a single character class) or a
    /// sequence.
    let source: String
}

extension Interpreter {
    static let regexFragmentTypeName = "RegexComponent"

    func registerRegexBuilder() {
        _ = registerNativeType(Self.regexFragmentTypeName)
        for (name, quantifier) in [("ZeroOrMore", "*"), ("OneOrMore", "+"), ("Optionally", "?")] {
            let type = registerNativeType(name)
            type.initializers.append(.native("init") { interpreter, _, arguments in
                let body = try interpreter.regexBody(arguments, building: "RegexComponentBuilder")
                let behavior = arguments.dropFirst().first.flatMap { argument -> String? in
                    if case let .unresolvedMember(member) = argument.value { return member.name }
                    return nil
                }
                let suffix = behavior == "reluctant" ? "?" : behavior == "possessive" ? "+" : ""
                return interpreter.regexFragment("(?:" + body + ")" + quantifier + suffix)
            })
        }
        // `One(component)`: exactly one match of it (SE-0351).
        let one = registerNativeType("One")
        one.initializers.append(.native("init") { interpreter, _, arguments in
            interpreter.regexFragment("(?:" + (try interpreter.regexBody(arguments, building: "RegexComponentBuilder")) + ")")
        })
        let capture = registerNativeType("Capture")
        capture.initializers.append(.native("init") { interpreter, _, arguments in
            interpreter.regexFragment("(" + (try interpreter.regexBody(arguments, building: "RegexComponentBuilder")) + ")")
        })
        let choice = registerNativeType("ChoiceOf")
        choice.initializers.append(.native("init") { interpreter, _, arguments in
            interpreter.regexFragment(try interpreter.regexBody(arguments, building: "AlternationBuilder"))
        })
        let characterClass = registerNativeType("CharacterClass")
        for (name, source) in Self.characterClassSources { characterClass.staticValues[name] = regexFragment(source) }
    }

    /// Calls a block through RegexBuilder's `RegexComponentBuilder` (a sequence) or
    /// `AlternationBuilder` (`ChoiceOf`'s alternatives). The builders are installed on first use:
    /// the standard library's snapshot (`LibrarySnapshot`) copies types, not result builders.
    func buildingRegexComponents(_ block: Function, _ builderName: String) throws -> Value {
        if resultBuilders[builderName] == nil { installRegexBuilders() }
        return try call(block, [], building: builderName)
    }

    private func installRegexBuilders() {
        resultBuilders["RegexComponentBuilder"] = ResultBuilder(
            name: "RegexComponentBuilder",
            buildBlock: { interpreter, parts in
                interpreter.regexFragment(try parts.map { try interpreter.regexSource(of: $0) }.joined())
            },
            buildOptional: { interpreter, part in
                interpreter.regexFragment(try part.map { "(?:" + (try interpreter.regexSource(of: $0)) + ")?" } ?? "")
            },
            buildEitherFirst: { _, value in value },
            buildEitherSecond: { _, value in value })
        resultBuilders["AlternationBuilder"] = ResultBuilder(
            name: "AlternationBuilder",
            buildBlock: { interpreter, parts in
                interpreter.regexFragment("(?:" + (try parts.map { try interpreter.regexSource(of: $0) }.joined(separator: "|")) + ")")
            })
    }

    /// SE-0351's character classes as regex syntax (`.any` takes a newline too, as `(?s:.)`).
    static let characterClassSources: [(String, String)] = [
        ("any", "(?s:.)"), ("anyNonNewline", "."), ("digit", "\\d"), ("word", "\\w"), ("whitespace", "\\s"),
        ("hexDigit", "[0-9A-Fa-f]"), ("horizontalWhitespace", "\\h"), ("verticalWhitespace", "\\v"), ("newlineSequence", "\\R"),
    ]

    private func regexFragment(_ source: String) -> Value { nativeValue(Self.regexFragmentTypeName, RegexFragment(source: source)) }

    /// The component given first: a block built with `builderName`, or one component.
    private func regexBody(_ arguments: [CallArgument], building builderName: String) throws -> String {
        if let block = arguments.last, case let .function(function) = block.value {
            return try regexSource(of: try buildingRegexComponents(function, builderName))
        }
        guard let first = arguments.first else { return "" }
        return try regexSource(of: first.value)
    }

    /// The regex syntax of a component: a string matched literally, a regex, a built fragment or a
    /// character class written as an implicit member (`ZeroOrMore(.digit)`).
    func regexSource(of value: Value) throws -> String {
        switch value {
        case let .string(text): return Self.escapedForRegex(text)
        case let .character(character): return Self.escapedForRegex(String(character))
        case let .unresolvedMember(member) where member.arguments == nil:
            if let source = Self.characterClassSources.first(where: { $0.0 == member.name })?.1 { return source }
        case let .native(native):
            if let fragment = native.payload as? RegexFragment { return fragment.source }
            if let pattern = native.payload as? RegexPattern, let literal = Self.regexLiteralBody(pattern.source) { return "(?:" + literal + ")" }
        default: break
        }
        throw error(.invalid, "'\(typeName(of: value))' is not a regex component LayoutLens reads")
    }

    /// The pattern of a regex literal as displayed (`/\d+/`), or of `Regex("…")`.
    private static func regexLiteralBody(_ display: String) -> String? {
        var body = Substring(display)
        while body.first == "#", body.last == "#" { body = body.dropFirst().dropLast() }
        if body.count >= 2, body.first == "/", body.last == "/" { return String(body.dropFirst().dropLast()) }
        if body.count >= 2, body.first == "\"", body.last == "\"" { return String(body.dropFirst().dropLast()) }
        return nil
    }

    /// Text matched literally: each regex metacharacter escaped.
    static func escapedForRegex(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
