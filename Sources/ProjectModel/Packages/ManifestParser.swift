import Diagnostics

/// Reads a manifest's tokens into its top-level `let`/`var` bindings (`let package = Package(…)`,
/// `let sharedDependencies: [Target.Dependency] = […]`) and the changes made to them afterwards
/// (`package.targets.append(contentsOf: […])`, `package.products += […]`). A recursive-descent
/// parser of the expression forms `ManifestExpression` has, bounded in depth; anything it cannot
/// read becomes `unknown` and parsing resumes at the next `,`, `)` or `]`, so one odd argument
/// does not hide the rest of the manifest. A top-level `if` is read as if its condition held
/// (its first branch); function bodies, closures and loops are skipped.
struct ManifestParser {
    static let nestingLimit = 100

    /// `binding.property.append(contentsOf: value)`, `.append(value)` or `binding.property += value`.
    struct Change {
        var binding: String
        var property: String
        /// The elements added: an array expression, or one element (`append(_:)`).
        var value: ManifestExpression
        var isSingleElement: Bool
        /// `package.targets = […]`: the elements replace what the property held before.
        var replaces = false
    }

    private let tokens: [ManifestToken]
    private var index = 0
    private var depth = 0
    private(set) var tooDeepAt: Int?
    /// Top-level bindings (a later one with the same name wins).
    private(set) var bindings: [String: ManifestExpression] = [:]
    /// Changes to bindings, in order.
    private(set) var changes: [Change] = []
    /// Offsets of statements the reader does not replay: a change it cannot read, a `for` loop.
    private(set) var notUnderstood: [(what: String, offset: Int)] = []
    /// Offsets of top-level `if`s read as if their condition held.
    private(set) var conditions: [Int] = []

    /// A `func` declared at the top level or in a type or extension body (project manifests
    /// and their helpers build targets with them): its parameters, the `let`/`var`s of its body
    /// in order, and the expression it returns (its last top-level `return`, or its single
    /// expression). Other statements of the body are skipped.
    struct Function {
        struct Parameter {
            /// The argument label; nil for `_`.
            var label: String?
            var name: String
            var defaultValue: ManifestExpression?
        }
        /// `local.append(x)`, `.append(contentsOf:)` or `local += x` in the body, maybe inside
        /// `if flag { … }` / `if !flag { … }`.
        struct LocalChange {
            var name: String
            var condition: ManifestExpression?
            var negated: Bool
            var value: ManifestExpression
            var isSingleElement: Bool
        }
        var name: String
        var parameters: [Parameter]
        var locals: [(name: String, value: ManifestExpression)]
        var changes: [LocalChange] = []
        var result: ManifestExpression?
        var offset: Int
        /// Whether the body has statements this reader skips (`for`, `switch`, `guard`, an `if`
        /// on anything but a flag, an `else`): what they do to the result is not seen.
        var skipsStatements = false
    }

    /// Whether the bodies of `extension`, `struct`, `enum` and `class` declarations are read for
    /// their `static let`s and `func`s (project manifests' helpers live there, and package
    /// manifests' named dependencies: `extension Target.Dependency { static let … }`).
    var readsDeclarationBodies = false
    /// Functions by name (overloads in the order declared).
    private(set) var functions: [String: [Function]] = [:]

    init(tokens: [ManifestToken]) { self.tokens = tokens }

    mutating func parseTopLevel() {
        parseStatements(inBlock: false)
    }

    private mutating func parseStatements(inBlock: Bool) {
        while index < tokens.count {
            let token = tokens[index]
            if inBlock && token.isPunctuation("}") { index += 1; return }
            if token.isPunctuation("{") { skipBalanced(); continue }
            switch token.identifier {
            case "let", "var":
                if index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                    index += 2
                    let annotation = annotatedTypeName()
                    skipTypeAnnotation()
                    guard index < tokens.count, tokens[index].isPunctuation("=") else { continue }
                    index += 1
                    bindings[name] = Self.initializerCall(parseExpression(), annotatedType: annotation)
                    continue
                }
            case "import":
                skipImport()
                continue
            case "if":
                parseIf()
                continue
            case "for", "while", "repeat":
                notUnderstood.append(("a '\(token.identifier!)' loop", token.offset))
                index += 1
                skipToBlockAndOver()
                continue
            case "func" where readsDeclarationBodies:
                parseFunction()
                continue
            // The condition holds for each keyword (a `where` after a list of patterns would bind
            // to the last one only, and a manifest of deeply nested `enum`s would recurse without
            // bound).
            case "extension" where readsDeclarationBodies && depth < Self.nestingLimit,
                 "struct" where readsDeclarationBodies && depth < Self.nestingLimit,
                 "enum" where readsDeclarationBodies && depth < Self.nestingLimit,
                 "class" where readsDeclarationBodies && depth < Self.nestingLimit:
                index += 1
                skipToBlockOpen()
                guard index < tokens.count else { continue }
                index += 1
                depth += 1
                parseStatements(inBlock: true)
                depth -= 1
                continue
            case "func", "extension", "struct", "enum", "class":
                index += 1
                skipToBlockAndOver()
                continue
            case let name? where bindings[name] != nil && index + 1 < tokens.count && tokens[index + 1].isPunctuation("."):
                if index == 0 || !tokens[index - 1].isPunctuation(".") {
                    parseChange(of: name)
                    continue
                }
            default:
                break
            }
            index += 1
        }
    }

    /// `func name(label name: Type = default, …) -> Result { body }` at `func`.
    private mutating func parseFunction() {
        let offset = tokens[index].offset
        index += 1
        guard index < tokens.count, let name = tokens[index].identifier else { skipToBlockAndOver(); return }
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("<") { skipGenericClause() }
        guard index < tokens.count, tokens[index].isPunctuation("(") else { skipToBlockAndOver(); return }
        index += 1
        var parameters: [Function.Parameter] = []
        while index < tokens.count, !tokens[index].isPunctuation(")") {
            let before = index
            var words: [String] = []
            while index < tokens.count, let word = tokens[index].identifier { words.append(word); index += 1 }
            guard index < tokens.count, tokens[index].isPunctuation(":"), let internalName = words.last else {
                skipToClosing(")")
                break
            }
            index += 1
            skipParameterType()
            var defaultValue: ManifestExpression?
            if index < tokens.count, tokens[index].isPunctuation("=") {
                index += 1
                defaultValue = parseExpression()
            }
            let label = words.count >= 2 ? words[words.count - 2] : internalName
            parameters.append(Function.Parameter(label: label == "_" ? nil : label, name: internalName, defaultValue: defaultValue))
            if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
            if index == before { index += 1 }
        }
        if index < tokens.count, tokens[index].isPunctuation(")") { index += 1 }
        skipToBlockOpen()
        guard index < tokens.count else { return }
        index += 1
        var function = Function(name: name, parameters: parameters, locals: [], result: nil, offset: offset)
        var first = true
        while index < tokens.count, !tokens[index].isPunctuation("}") {
            let token = tokens[index]
            defer { first = false }
            switch token.identifier {
            case "let", "var":
                if index + 1 < tokens.count, let local = tokens[index + 1].identifier {
                    index += 2
                    skipTypeAnnotation()
                    if index < tokens.count, tokens[index].isPunctuation("=") {
                        index += 1
                        function.locals.append((local, parseExpression()))
                    }
                } else { index += 1 }
            case "return":
                index += 1
                function.result = parseExpression()
            case "if":
                parseConditionalChanges(into: &function)
            case "guard", "for", "while", "switch", "do", "repeat", "else":
                index += 1
                skipToBlockAndOver()
                function.skipsStatements = true
            default:
                if let change = parseLocalChange(condition: nil, negated: false) { function.changes.append(change); continue }
                if first && !token.isPunctuation("{") {
                    // A body of one expression returns it.
                    let value = parseExpression()
                    if index < tokens.count, tokens[index].isPunctuation("}") { function.result = value }
                    continue
                }
                if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { skipBalanced(); continue }
                index += 1
            }
        }
        if index < tokens.count { index += 1 }
        functions[name, default: []].append(function)
    }

    /// `if flag { targets.append(…) }` (or `!flag`) at `if`: the block's changes to locals, with
    /// the condition; any other `if` (and every `else`) is skipped.
    private mutating func parseConditionalChanges(into function: inout Function) {
        index += 1
        var negated = false
        if index < tokens.count, tokens[index].isPunctuation("!") { negated = true; index += 1 }
        guard index + 1 < tokens.count, let flag = tokens[index].identifier, tokens[index + 1].isPunctuation("{") else {
            skipToBlockAndOver()
            function.skipsStatements = true
            return
        }
        let condition = ManifestExpression.identifier(flag, offset: tokens[index].offset)
        index += 2
        while index < tokens.count, !tokens[index].isPunctuation("}") {
            if let change = parseLocalChange(condition: condition, negated: negated) { function.changes.append(change); continue }
            if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") || tokens[index].isPunctuation("{") { skipBalanced() } else { index += 1 }
        }
        if index < tokens.count { index += 1 }
        while index < tokens.count, tokens[index].identifier == "else" {
            index += 1
            skipToBlockAndOver()
            function.skipsStatements = true
        }
    }

    /// `name.append(x)`, `name.append(contentsOf: x)` or `name += x` at the current token.
    private mutating func parseLocalChange(condition: ManifestExpression?, negated: Bool) -> Function.LocalChange? {
        guard index + 3 < tokens.count, let name = tokens[index].identifier else { return nil }
        if tokens[index + 1].isPunctuation("."), tokens[index + 2].identifier == "append", tokens[index + 3].isPunctuation("(") {
            index += 3
            let arguments = parseArguments()
            guard let first = arguments.first, arguments.count == 1, first.label == nil || first.label == "contentsOf" else { return nil }
            return Function.LocalChange(name: name, condition: condition, negated: negated, value: first.value, isSingleElement: first.label == nil)
        }
        if tokens[index + 1].isPunctuation("+"), tokens[index + 2].isPunctuation("=") {
            index += 3
            return Function.LocalChange(name: name, condition: condition, negated: negated, value: parseExpression(), isSingleElement: false)
        }
        return nil
    }

    /// `<T: P>` after a function's name.
    private mutating func skipGenericClause() {
        var nesting = 0
        while index < tokens.count {
            if tokens[index].isPunctuation("<") { nesting += 1 }
            if tokens[index].isPunctuation(">") { nesting -= 1 }
            index += 1
            if nesting <= 0 { return }
        }
    }

    /// A parameter's type, up to its `=`, `,` or `)` (a `->` of a function type included).
    private mutating func skipParameterType() {
        var nesting = 0
        while index < tokens.count {
            let token = tokens[index]
            if nesting == 0, token.isPunctuation("=") || token.isPunctuation(",") || token.isPunctuation(")") { return }
            if token.isPunctuation("-"), index + 1 < tokens.count, tokens[index + 1].isPunctuation(">") { index += 2; continue }
            if token.isPunctuation("[") || token.isPunctuation("<") || token.isPunctuation("(") { nesting += 1 }
            if token.isPunctuation("]") || token.isPunctuation(">") || token.isPunctuation(")") { nesting -= 1 }
            index += 1
        }
    }

    /// `if condition { … } else { … }`: the first block's statements are read, the rest skipped.
    private mutating func parseIf() {
        conditions.append(tokens[index].offset)
        index += 1
        skipToBlockOpen()
        guard index < tokens.count, depth < Self.nestingLimit else { skipToBlockAndOver(); return }
        index += 1
        depth += 1
        parseStatements(inBlock: true)
        depth -= 1
        while index < tokens.count, tokens[index].identifier == "else" {
            index += 1
            skipToBlockAndOver()
        }
    }

    /// `package.targets.append(contentsOf: […])`, `.append(…)`, `package.products += […]`, and
    /// `package.targets = […]` (a manifest that makes `Package(name:)` and assigns the rest).
    private mutating func parseChange(of binding: String) {
        let start = tokens[index].offset
        guard index + 2 < tokens.count, let property = tokens[index + 2].identifier else {
            notUnderstood.append(("a change to '\(binding)'", start))
            index += 1
            return
        }
        index += 3
        if index + 2 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].identifier == "append", tokens[index + 2].isPunctuation("(") {
            index += 2
            let arguments = parseArguments()
            if let first = arguments.first, arguments.count == 1, first.label == nil || first.label == "contentsOf" {
                changes.append(Change(binding: binding, property: property, value: first.value, isSingleElement: first.label == nil))
                return
            }
        } else if index + 1 < tokens.count, tokens[index].isPunctuation("="), !tokens[index + 1].isPunctuation("=") {
            index += 1
            changes.append(Change(binding: binding, property: property, value: parseExpression(), isSingleElement: false, replaces: true))
            return
        } else if index + 1 < tokens.count, tokens[index].isPunctuation("+"), tokens[index + 1].isPunctuation("=") {
            index += 2
            changes.append(Change(binding: binding, property: property, value: parseExpression(), isSingleElement: false))
            return
        }
        notUnderstood.append(("a change to '\(binding).\(property)'", start))
    }

    /// Skips to the `{` that opens the block of an `if`, `for` or declaration.
    private mutating func skipToBlockOpen() {
        while index < tokens.count, !tokens[index].isPunctuation("{") {
            if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") { skipBalanced() } else { index += 1 }
        }
    }

    private mutating func skipToBlockAndOver() {
        skipToBlockOpen()
        skipBalanced()
    }

    /// Skips `: Type` up to the `=` (generic brackets and arrays included).
    /// The kinds an import declaration may name (`import struct ProjectDescription.PackageSettings`,
    /// as Tuist's `Package.swift` template writes inside `#if TUIST`; The Swift Programming
    /// Language, "Import Declaration": import-kind).
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Over `import [kind] Module.Name` at `import`: the kind word is not a declaration whose
    /// body follows (read as `struct`, it skipped to the next `{`, past the `Package(…)`).
    private mutating func skipImport() {
        index += 1
        if index < tokens.count, let kind = tokens[index].identifier, Self.importKinds.contains(kind) { index += 1 }
    }

    /// `: Name =`: the one type name a binding is annotated with, else nil.
    private func annotatedTypeName() -> String? {
        guard index + 2 < tokens.count, tokens[index].isPunctuation(":"), let name = tokens[index + 1].identifier,
              tokens[index + 2].isPunctuation("=") else { return nil }
        return name
    }

    /// `let package: Package = .init(name: …)` and `Package.init(name: …)` are `Package(name: …)`:
    /// an implicit member takes the annotated type as its base, and `T.init(…)` is `T(…)` (The
    /// Swift Programming Language, "Implicit Member Expression", "Initializer Expression").
    static func initializerCall(_ value: ManifestExpression, annotatedType: String?) -> ManifestExpression {
        guard case .call(let callee, let arguments, let offset) = value else { return value }
        switch callee {
        case .implicitMember("init", let calleeOffset):
            guard let annotatedType else { return value }
            return .call(.identifier(annotatedType, offset: calleeOffset), arguments, offset: offset)
        case .member(.identifier(let type, let typeOffset), "init", _):
            return .call(.identifier(type, offset: typeOffset), arguments, offset: offset)
        default:
            return value
        }
    }

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
        if index < tokens.count, tokens[index].isPunctuation("?"), !tokens[index].startsLine {
            index += 1
            let then = parseExpression()
            if index < tokens.count, tokens[index].isPunctuation(":") {
                index += 1
                return .conditional(left, then, parseExpression())
            }
            return .unknown("an operator expression", offset: left.offset)
        }
        // Any other operator (`??`, `==`): the expression is not understood; skip to its end.
        if index < tokens.count, !isExpressionEnd(tokens[index]) {
            let offset = tokens[index].offset
            skipToExpressionEnd()
            return .unknown("an operator expression", offset: offset)
        }
        return left
    }

    private func isExpressionEnd(_ token: ManifestToken) -> Bool {
        // A new line starts a new statement unless it continues the expression (`.member`, `+ […]`).
        if token.startsLine, !token.isPunctuation("."), !token.isPunctuation("+") { return true }
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
                let closure = ManifestExpression.unknown("a closure", offset: token.offset)
                // `package.targets.map { … }` stays a call of `map` with its trailing closure, so
                // the reader can tell a list mapped element by element from other closures.
                if case .member(_, "map", _) = expression {
                    expression = .call(expression, [ManifestArgument(label: nil, value: closure)], offset: expression.offset)
                } else {
                    expression = closure
                }
            } else if token.isPunctuation("!") || token.isPunctuation("?") && index + 1 < tokens.count && tokens[index + 1].isPunctuation(".")
                        && tokens[index + 1].offset == token.offset + 1 {
                // `x?.y` (no space: a space makes `x ? .a : .b` a conditional).
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
            return interpolated ? .interpolated(value, offset: token.offset) : .string(value, offset: token.offset)
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
            if index < tokens.count, tokens[index].isPunctuation(")") { index += 1; return inner }
            // A tuple `("1.0", build: 0)`: skipped whole, so the arguments after it still read.
            skipToClosing(")")
            return .unknown("a tuple", offset: token.offset)
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
        if index + 1 < tokens.count, tokens[index].isPunctuation(":"), tokens[index + 1].isPunctuation("]") {
            index += 2
            return .dictionary([], offset: open)
        }
        while index < tokens.count, !tokens[index].isPunctuation("]") {
            let before = index
            elements.append(parseExpression())
            if index < tokens.count, tokens[index].isPunctuation(":") {
                guard elements.count == 1 else { skipToClosing("]"); return .unknown("a dictionary literal", offset: open) }
                return parseDictionary(firstKey: elements[0], open: open)
            }
            if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
            if index == before { index += 1 }
        }
        if index < tokens.count { index += 1 }
        return .array(elements, offset: open)
    }

    /// The rest of `[key: value, …]` after its first key, at the first `:`.
    private mutating func parseDictionary(firstKey: ManifestExpression, open: Int) -> ManifestExpression {
        var entries: [ManifestEntry] = []
        var key: ManifestExpression? = firstKey
        while index < tokens.count, !tokens[index].isPunctuation("]") {
            let before = index
            if key == nil { key = parseExpression() }
            guard index < tokens.count, tokens[index].isPunctuation(":") else { skipToClosing("]"); return .unknown("a dictionary literal", offset: open) }
            index += 1
            entries.append(ManifestEntry(key: key!, value: parseExpression()))
            key = nil
            if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
            if index == before { index += 1 }
        }
        if index < tokens.count { index += 1 }
        return .dictionary(entries, offset: open)
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
