import Diagnostics

/// Reads a manifest's tokens into its top-level `let`/`var` bindings (`let package = Package(…)`,
/// `let sharedDependencies: [Target.Dependency] = […]`). A recursive-descent parser of the
/// expression forms `ManifestExpression` has, bounded in depth; anything it cannot read becomes
/// `unknown` and parsing resumes at the next `,`, `)` or `]`, so one odd argument does not hide
/// the rest of the manifest. Code inside `{ … }` (functions, closures, loops) is skipped.
struct ManifestParser {
    static let nestingLimit = 100

    private let tokens: [ManifestToken]
    private var index = 0
    private var depth = 0
    private(set) var tooDeepAt: Int?
    /// Top-level bindings in order of appearance (a later one with the same name wins).
    private(set) var bindings: [String: ManifestExpression] = [:]
    /// Top-level statements that are not bindings and change a binding (`package.targets += …`).
    private(set) var mutations: [Int] = []

    init(tokens: [ManifestToken]) { self.tokens = tokens }

    mutating func parseTopLevel() {
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { skipBalanced(); continue }
            if let word = token.identifier, word == "let" || word == "var",
               index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                index += 2
                skipTypeAnnotation()
                guard index < tokens.count, tokens[index].isPunctuation("=") else { continue }
                index += 1
                bindings[name] = parseExpression()
                continue
            }
            // `package.targets.append(…)`, `package.dependencies += …`: a later change the reader does not replay.
            if token.identifier != nil, index + 1 < tokens.count, tokens[index + 1].isPunctuation("."),
               index == 0 || !tokens[index - 1].isPunctuation("."), bindings[token.identifier!] != nil {
                mutations.append(token.offset)
            }
            index += 1
        }
    }

    /// Skips `: Type` up to the `=` (generic brackets and arrays included).
    private mutating func skipTypeAnnotation() {
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return }
        var nesting = 0
        while index < tokens.count {
            let token = tokens[index]
            if nesting == 0, token.isPunctuation("=") { return }
            if token.isPunctuation("[") || token.isPunctuation("<") || token.isPunctuation("(") { nesting += 1 }
            if token.isPunctuation("]") || token.isPunctuation(">") || token.isPunctuation(")") { nesting -= 1 }
            if nesting < 0 { return }
            index += 1
        }
    }

    private mutating func parseExpression() -> ManifestExpression {
        guard depth < Self.nestingLimit else {
            tooDeepAt = tooDeepAt ?? (index < tokens.count ? tokens[index].offset : tokens.last?.offset ?? 0)
            index = tokens.count
            return .unknown("deeply nested code", offset: 0)
        }
        depth += 1
        defer { depth -= 1 }
        var left = parsePostfix()
        while index < tokens.count, tokens[index].isPunctuation("+"), !(index + 1 < tokens.count && tokens[index + 1].isPunctuation("=")) {
            index += 1
            left = .concatenation(left, parsePostfix())
        }
        // Any other operator (`??`, `? :`, `==`): the expression is not understood; skip to its end.
        if index < tokens.count, !isExpressionEnd(tokens[index]) {
            let offset = tokens[index].offset
            skipToExpressionEnd()
            return .unknown("an operator expression", offset: offset)
        }
        return left
    }

    private func isExpressionEnd(_ token: ManifestToken) -> Bool {
        if token.isPunctuation(",") || token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { return true }
        if token.isPunctuation(":") { return true }
        if case .identifier(let word) = token.kind, ["let", "var", "import", "func", "for", "if", "extension", "struct", "enum", "class"].contains(word) { return true }
        if case .directive = token.kind { return true }
        return false
    }

    private mutating func skipToExpressionEnd() {
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { skipBalanced(); continue }
            if isExpressionEnd(token) { return }
            index += 1
        }
    }

    private mutating func parsePostfix() -> ManifestExpression {
        var expression = parsePrimary()
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("."), index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                index += 2
                expression = .member(expression, name, offset: token.offset)
            } else if token.isPunctuation("(") {
                expression = .call(expression, parseArguments(), offset: expression.offset)
            } else if token.isPunctuation("{") {
                skipBalanced()
                expression = .unknown("a closure", offset: token.offset)
            } else if token.isPunctuation("!") || token.isPunctuation("?") && index + 1 < tokens.count && tokens[index + 1].isPunctuation(".") {
                index += 1
            } else {
                break
            }
        }
        return expression
    }

    private mutating func parsePrimary() -> ManifestExpression {
        guard index < tokens.count else { return .unknown("the end of the file", offset: tokens.last?.offset ?? 0) }
        let token = tokens[index]
        switch token.kind {
        case .string(let value, let interpolated):
            index += 1
            return interpolated ? .unknown("a string with interpolation", offset: token.offset) : .string(value, offset: token.offset)
        case .number(let value):
            index += 1
            return .number(value, offset: token.offset)
        case .identifier(let name):
            index += 1
            return .identifier(name, offset: token.offset)
        case .punctuation("."):
            if index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                index += 2
                return .implicitMember(name, offset: token.offset)
            }
        case .punctuation("["):
            return parseArray()
        case .punctuation("("):
            index += 1
            let inner = parseExpression()
            if index < tokens.count, tokens[index].isPunctuation(")") { index += 1 }
            return inner
        default:
            break
        }
        skipToExpressionEnd()
        if index < tokens.count, tokens[index].offset == token.offset { index += 1 }
        return .unknown("'\(describe(token))'", offset: token.offset)
    }

    private mutating func parseArray() -> ManifestExpression {
        let open = tokens[index].offset
        index += 1
        var elements: [ManifestExpression] = []
        while index < tokens.count, !tokens[index].isPunctuation("]") {
            let before = index
            elements.append(parseExpression())
            if index < tokens.count, tokens[index].isPunctuation(":") {
                // `[key: value]`: a dictionary, not a form manifests use for targets.
                skipToClosing("]")
                return .unknown("a dictionary literal", offset: open)
            }
            if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
            if index == before { index += 1 }
        }
        if index < tokens.count { index += 1 }
        return .array(elements, offset: open)
    }

    private mutating func parseArguments() -> [ManifestArgument] {
        index += 1
        var arguments: [ManifestArgument] = []
        while index < tokens.count, !tokens[index].isPunctuation(")") {
            let before = index
            var label: String?
            if let name = tokens[index].identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                label = name
                index += 2
            }
            arguments.append(ManifestArgument(label: label, value: parseExpression()))
            if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
            else if index < tokens.count, !tokens[index].isPunctuation(")") { skipToExpressionEnd(); if index < tokens.count, !tokens[index].isPunctuation(")") { index += 1 } }
            if index == before { index += 1 }
        }
        if index < tokens.count { index += 1 }
        return arguments
    }

    /// Skips a bracketed group starting at `index` (`(`, `[` or `{`) to just past its closer.
    private mutating func skipBalanced() {
        var nesting = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { nesting += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { nesting -= 1 }
            if nesting <= 0 { return }
        }
    }

    private mutating func skipToClosing(_ closer: Character) {
        while index < tokens.count, !tokens[index].isPunctuation(closer) {
            if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") || tokens[index].isPunctuation("{") { skipBalanced() } else { index += 1 }
        }
        if index < tokens.count { index += 1 }
    }

    private func describe(_ token: ManifestToken) -> String {
        switch token.kind {
        case .identifier(let name), .number(let name), .directive(let name): return name
        case .string(let value, _): return "\"\(value)\""
        case .punctuation(let character): return String(character)
        }
    }
}
