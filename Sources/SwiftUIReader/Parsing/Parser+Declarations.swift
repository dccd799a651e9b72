import Diagnostics

extension Parser {
    static let accessModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "nonisolated", "lazy", "package",
    ]
    static let skippedDeclarations: Set<String> = [
        "class", "enum", "extension", "protocol", "actor", "typealias", "init", "subscript", "deinit",
        "macro", "precedencegroup", "operator",
    ]

    /// "a 'class' declaration", "an 'init' declaration".
    static func describeDeclaration(_ keyword: String) -> String {
        let article = ["a", "e", "i", "o", "u"].contains(keyword.prefix(1)) ? "an" : "a"
        return "\(article) '\(keyword)' declaration"
    }

    // MARK: - File

    /// Reads the whole file.
    mutating func parseFile() -> SourceFileSyntax {
        var syntax = SourceFileSyntax(file: file)
        while !atEnd {
            let before = index
            parseTopLevelItem(into: &syntax)
            if index == before, !atEnd { advance() }
        }
        return syntax
    }

    private mutating func parseTopLevelItem(into syntax: inout SourceFileSyntax) {
        let token = current
        if token.isPunctuation(";") { advance(); return }
        if token.isKeyword("import") {
            advance()
            while !atEnd, !current.followsNewline, !current.isPunctuation(";") { advance() }
            return
        }
        if token.isPunctuation("}") {
            error(.extraneousClosingBrace(), at: range(of: token))
            advance()
            return
        }
        if token.kind == .poundIdentifier {
            if token.text == "#Preview" {
                syntax.previews.append(parsePreview())
            } else if ["#if", "#elseif", "#else", "#endif"].contains(token.text) {
                // Conditional compilation: read every branch (the previews of all of them are shown).
                advance()
                while !atEnd, !current.followsNewline { advance() }
            } else {
                error(.unsupportedExpression("'\(token.text)'"), at: range(of: token))
                advance()
                skipDeclaration()
            }
            return
        }
        let (attributes, isStatic) = parseDeclarationPrefix()
        let keyword = current
        if keyword.isKeyword("struct") {
            syntax.structs.append(contentsOf: parseStruct())
        } else if keyword.isKeyword("let") || keyword.isKeyword("var") {
            if let property = parseProperty(attributes: attributes, isStatic: isStatic) { syntax.constants.append(property) }
        } else if keyword.isKeyword("func") {
            if let function = parseFunction(isStatic: isStatic) { syntax.functions.append(function) }
        } else if keyword.kind == .poundIdentifier, keyword.text == "#Preview" {
            // `@available(iOS 17, *) #Preview { … }`
            syntax.previews.append(parsePreview())
        } else if keyword.isKeyword("extension") {
            parseExtension()
        } else if keyword.kind == .identifier, Self.skippedDeclarations.contains(keyword.text) {
            error(.unsupportedDeclaration(Self.describeDeclaration(keyword.text)), at: range(of: keyword))
            skipDeclaration()
        } else if !atEnd {
            error(.unexpected(currentDescription, context: "at top level; expected 'struct', '#Preview' or 'import'"),
                  at: range(of: keyword))
            skipDeclaration()
        }
    }

    /// Skips `@State`, `@MainActor`, `@available(iOS 17, *)`; returns the attribute names.
    mutating func parseAttributes() -> [String] {
        var names: [String] = []
        while current.isPunctuation("@") {
            advance()
            guard current.kind == .identifier else {
                error(.expected("an attribute name", context: "after '@'"), at: range(of: current))
                return names
            }
            var name = advance().text
            // `@Environment(\.sizeCategory)`: keep the key path's last name as `Environment(sizeCategory)`.
            if current.isPunctuation("("), !current.followsNewline {
                let start = index
                skipBalanced()
                if name == "Environment" {
                    let inside = tokens[start..<index].filter { $0.kind == .identifier }.map(\.text)
                    if let key = inside.last { name += "(\(key))" }
                }
            }
            names.append(name)
        }
        return names
    }

    /// Skips a balanced `( … )`, `[ … ]` or `{ … }` group starting at the current token.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") { depth += 1 }
            if current.isPunctuation(")") || current.isPunctuation("]") || current.isPunctuation("}") { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd
    }

    // MARK: - #Preview

    mutating func parsePreview() -> PreviewDecl {
        let errorsBefore = sink.errorCount
        let pound = advance()
        let poundRange = range(of: pound)
        var arguments: [Argument] = []
        if current.isPunctuation("("), !current.followsNewline {
            arguments = parseArgumentList()
        }
        var title: String?
        if let first = arguments.first, first.label == nil, case .string(let parts) = first.value.kind {
            title = parts.map { part -> String in
                if case .text(let text) = part { return text }
                return ""
            }.joined()
        }
        var body: [Statement]?
        if current.isPunctuation("{") {
            let open = advance()
            body = parseStatements()
            expectClosing("}", opener: open, context: "at end of '#Preview' body")
        } else {
            error(.previewWithoutBody(), at: poundRange)
        }
        return PreviewDecl(title: title, arguments: arguments, body: body, range: poundRange,
                           hasSyntaxErrors: sink.errorCount != errorsBefore, fullRange: range(from: poundRange.start))
    }

    // MARK: - extension

    /// An `extension` is not read, but one that only defines helpers LayoutLens knows by name
    /// (objc.io's `measure()`, seed 001's `relativeProposed(width:height:)`) is skipped silently:
    /// files that carry their helper's definition should not warn.
    mutating func parseExtension() {
        let keyword = current
        var probe = index + 1
        var depth = 0
        var definesOnlyKnownHelpers = true
        var sawBody = false
        while probe < tokens.count, tokens[probe].kind != .endOfFile {
            let token = tokens[probe]
            if token.isPunctuation("{") { depth += 1; sawBody = true }
            if token.isPunctuation("}") {
                depth -= 1
                if depth <= 0 { break }
            }
            if depth == 1, token.isKeyword("func"), probe + 1 < tokens.count,
               !Self.knownHelperNames.contains(tokens[probe + 1].text) {
                definesOnlyKnownHelpers = false
            }
            if depth == 1, token.kind == .identifier,
               ["var", "let", "init", "subscript", "struct", "enum", "class", "typealias", "case"].contains(token.text) {
                definesOnlyKnownHelpers = false
            }
            probe += 1
        }
        if !(sawBody && definesOnlyKnownHelpers) {
            error(.unsupportedDeclaration(Self.describeDeclaration("extension")), at: range(of: keyword))
        }
        skipDeclaration()
    }

    static let knownHelperNames: Set<String> = ["measure", "relativeProposed"]

    // MARK: - struct

    /// Parses a struct; nested structs are returned after it (flattened, with their own names).
    mutating func parseStruct() -> [StructDecl] {
        let errorsBefore = sink.errorCount
        let keyword = advance()
        guard current.kind == .identifier else {
            error(.expected("an identifier", context: "in struct declaration"), at: range(of: current))
            skipDeclaration()
            return []
        }
        let nameToken = advance()
        var genericViewParameters: [String] = []
        if current.isOperator("<") { genericViewParameters = parseGenericParameters() }
        var inherited: [String] = []
        if consume(":") {
            repeat {
                guard current.kind == .identifier else {
                    error(.expected("a type name", context: "in inheritance clause"), at: range(of: current))
                    break
                }
                var name = advance().text
                while current.isPunctuation("."), peek(1).kind == .identifier { advance(); name = advance().text }
                inherited.append(name)
            } while consume(",")
        }
        if current.isKeyword("where") {
            while !atEnd, !current.isPunctuation("{") { advance() }
        }
        guard current.isPunctuation("{") else {
            error(.expected("'{'", context: "in struct"), at: range(of: current))
            skipDeclaration()
            return []
        }
        let open = advance()
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            error(.unsupportedExpression("code nested more than \(Self.maximumDepth) levels deep"), at: range(of: open))
            skipNestedBlock()
            _ = consume("}")
            return []
        }
        var properties: [PropertyDecl] = []
        var functions: [FunctionDecl] = []
        var nested: [StructDecl] = []
        while !atEnd, !current.isPunctuation("}") {
            let before = index
            parseMember(into: &properties, functions: &functions, nested: &nested)
            if index == before, !atEnd, !current.isPunctuation("}") { advance() }
        }
        expectClosing("}", opener: open, context: "in struct '\(nameToken.text)'")
        var decl = StructDecl(name: nameToken.text, nameRange: range(of: nameToken), inherited: inherited,
                              properties: properties, functions: functions, genericViewParameters: genericViewParameters,
                              range: range(from: keyword.start))
        decl.hasSyntaxErrors = sink.errorCount != errorsBefore
        return [decl] + nested
    }

    /// Reads `<Content: View, T>`; returns the parameters constrained to `View`.
    private mutating func parseGenericParameters() -> [String] {
        var depth = 0
        var viewParameters: [String] = []
        repeat {
            if current.kind == .identifier, depth == 1, peek(1).isPunctuation(":"), peek(2).isKeyword("View") {
                viewParameters.append(current.text)
            }
            if current.kind == .operator {
                depth += current.text.filter { $0 == "<" }.count - current.text.filter { $0 == ">" }.count
            }
            advance()
        } while depth > 0 && !atEnd
        return viewParameters
    }

    /// Attributes (`@State`) and modifiers (`private`, `static`, …) before a declaration.
    private mutating func parseDeclarationPrefix() -> (attributes: [String], isStatic: Bool) {
        let attributes = parseAttributes()
        var isStatic = false
        while current.kind == .identifier, Self.accessModifiers.contains(current.text) || current.text == "static" {
            if current.text == "static" { isStatic = true }
            advance()
        }
        return (attributes, isStatic)
    }

    private mutating func parseMember(into properties: inout [PropertyDecl], functions: inout [FunctionDecl],
                                      nested: inout [StructDecl]) {
        if consume(";") { return }
        let (attributes, isStatic) = parseDeclarationPrefix()
        let keyword = current
        if keyword.isKeyword("let") || keyword.isKeyword("var") {
            if let property = parseProperty(attributes: attributes, isStatic: isStatic) { properties.append(property) }
        } else if keyword.isKeyword("func") {
            if let function = parseFunction(isStatic: isStatic) { functions.append(function) }
        } else if keyword.isKeyword("struct") {
            nested.append(contentsOf: parseStruct())
        } else if keyword.kind == .identifier, Self.skippedDeclarations.contains(keyword.text) {
            error(.unsupportedDeclaration(Self.describeDeclaration(keyword.text)), at: range(of: keyword))
            skipDeclaration()
        } else if keyword.kind == .poundIdentifier, ["#if", "#elseif", "#else", "#endif"].contains(keyword.text) {
            advance()
            while !atEnd, !current.followsNewline { advance() }
        } else {
            error(.unexpected(currentDescription, context: "in struct body; expected 'var', 'let' or '}'"),
                  at: range(of: keyword))
            skipToNextStatement()
        }
    }

    // MARK: - Properties

    /// `let title: String`, `var n = 3`, `var body: some View { … }`, `static var previews: some View { … }`.
    mutating func parseProperty(attributes: [String], isStatic: Bool) -> PropertyDecl? {
        let keyword = advance()
        guard current.kind == .identifier else {
            error(.expected("a property name", context: "after '\(keyword.text)'"), at: range(of: current))
            skipToNextStatement()
            return nil
        }
        let nameToken = advance()
        var typeText: String?
        if consume(":") { typeText = parseTypeText() }
        var defaultValue: Expr?
        if consume("=") { defaultValue = parseExpression() }
        var computedBody: [Statement]?
        if current.isPunctuation("{"), defaultValue == nil {
            let open = advance()
            computedBody = parseStatements()
            expectClosing("}", opener: open, context: "at end of the getter of '\(nameToken.text)'")
        }
        if typeText == nil, defaultValue == nil, computedBody == nil, attributes.isEmpty {
            error(.expected("a type annotation or an initial value", context: "for '\(nameToken.text)'"),
                  at: range(of: nameToken))
        }
        return PropertyDecl(name: nameToken.text, nameRange: range(of: nameToken), typeText: typeText,
                            defaultValue: defaultValue, computedBody: computedBody, isLet: keyword.text == "let",
                            isStatic: isStatic, attributes: attributes)
    }

    /// The text of a type: `String`, `some View`, `[Int]`, `CGFloat?`, `Binding<Bool>`, `() -> Void`.
    mutating func parseTypeText() -> String {
        var text = ""
        var depth = 0
        let startIndex = index
        while !atEnd {
            let token = current
            if index != startIndex, depth == 0 {
                if token.followsNewline || token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(",")
                    || token.isPunctuation(")") || token.isPunctuation("}") || token.isPunctuation(";") {
                    break
                }
            }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if token.kind == .operator {
                depth += token.text.filter { $0 == "<" }.count
                depth -= token.text.filter { $0 == ">" }.count
                depth = max(depth, 0)
            }
            if token.kind == .identifier, !text.isEmpty, let last = text.last, last.isLetter || last.isNumber { text += " " }
            text += token.text
            advance()
        }
        if text.isEmpty { error(.expected("a type", context: "after ':'"), at: range(of: current)) }
        return text
    }
}
