/// Turns template source into `TemplateNode`s, reporting the first problem with its file, line
/// and column.
///
/// Syntax (mustache-like): `{{name}}` escaped, `{{{name}}}` and `{{& name}}` raw, `{{#name}}` /
/// `{{^name}}` … `{{/name}}` sections, `{{> name}}` partials, `{{! comment }}`. Names are
/// dotted paths (`scenario.title`) or `.` for the current item. A section, closing, partial or
/// comment tag alone on its line removes the whole line from the output, so templates can be
/// indented freely.
struct TemplateParser {
    let file: String
    let source: [Character]
    /// The text as given, and where each of `source`'s characters starts in it (and its end),
    /// so text between tags is cut out as one substring.
    private let sourceText: String
    private let characterStarts: [String.Index]

    init(file: String, source: String) {
        self.file = file
        self.source = Array(source)
        self.sourceText = source
        self.characterStarts = Array(source.indices) + [source.endIndex]
    }

    /// The characters `range` of `source` as a string.
    private func text(_ range: Range<Int>) -> String {
        String(sourceText[characterStarts[range.lowerBound]..<characterStarts[range.upperBound]])
    }

    /// The deepest nesting of `{{#…}}`/`{{^…}}` sections a template may have.
    static let maximumSectionDepth = 64

    func parse() throws -> [TemplateNode] {
        let tokens = try stripStandaloneLines(tokenize())
        var stack: [(name: String, inverted: Bool, at: TemplateLocation, children: [TemplateNode])] = []
        var top: [TemplateNode] = []

        func append(_ node: TemplateNode) {
            if stack.isEmpty { top.append(node) } else { stack[stack.count - 1].children.append(node) }
        }

        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { append(.text(text)) }
            case .tag(let tag):
                switch tag.sigil {
                case .comment:
                    continue
                case .variable(let escaped):
                    append(.variable(name: tag.name, escaped: escaped, at: tag.at))
                case .partial:
                    append(.partial(name: tag.name, at: tag.at))
                case .open(let inverted):
                    // Rendering recurses per level and copies the context stack; real
                    // templates nest a handful of sections (10 000 levels once took 1.2 GB).
                    guard stack.count < Self.maximumSectionDepth else {
                        throw error(at: tag.at, "sections nested more than \(Self.maximumSectionDepth) deep")
                    }
                    stack.append((tag.name, inverted, tag.at, []))
                case .close:
                    guard let open = stack.popLast() else {
                        throw error(at: tag.at, "'{{/\(tag.name)}}' closes a section that was never opened")
                    }
                    guard open.name == tag.name else {
                        throw error(at: tag.at, "'{{/\(tag.name)}}' does not match the open section '\(open.name)' "
                                    + "(opened at \(open.at.line):\(open.at.column))")
                    }
                    append(.section(name: open.name, inverted: open.inverted, children: open.children, at: open.at))
                }
            }
        }
        if let open = stack.last {
            throw error(at: open.at, "unclosed section '\(open.name)'")
        }
        return top
    }

    // MARK: - Tokens

    enum Sigil: Equatable {
        case variable(escaped: Bool), open(inverted: Bool), close, partial, comment
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }
    }

    struct Tag: Equatable {
        var sigil: Sigil
        var name: String
        var at: TemplateLocation
    }

    enum Token: Equatable {
        case text(String)
        case tag(Tag)
    }

    private func error(at location: TemplateLocation, _ message: String) -> TemplateError {
        TemplateError(file: file, line: location.line, column: location.column, message: message)
    }

    private func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        // Text runs are cut out of `source` whole when a tag or the end is reached, not built
        // character by character.
        var textStart = 0
        var index = 0
        var line = 1, column = 1

        func advance(_ count: Int) {
            for _ in 0..<count {
                if source[index].isNewline { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
        }
        func isBrace(_ brace: Character, at position: Int) -> Bool {
            position < source.count && source[position] == brace
        }
        func opens(at position: Int) -> Bool { isBrace("{", at: position) && isBrace("{", at: position + 1) }

        while index < source.count {
            guard opens(at: index) else {
                advance(1)
                continue
            }
            let at = TemplateLocation(line: line, column: column)
            let triple = isBrace("{", at: index + 2)
            let closerLength = triple ? 3 : 2
            let contentStart = index + (triple ? 3 : 2)
            var end = contentStart
            while end < source.count,
                  !(isBrace("}", at: end) && isBrace("}", at: end + 1) && (!triple || isBrace("}", at: end + 2))) { end += 1 }
            guard end < source.count else {
                let closer = triple ? "}}}" : "}}"
                throw error(at: at, "unclosed tag: '\(triple ? "{{{" : "{{")' has no matching '\(closer)'")
            }
            let content = text(contentStart..<end)
            tokens.append(.text(text(textStart..<index)))
            tokens.append(.tag(try tag(from: content, triple: triple, at: at)))
            advance(end + closerLength - index)
            textStart = index
        }
        tokens.append(.text(text(textStart..<index)))
        return tokens
    }

    private func tag(from content: String, triple: Bool, at: TemplateLocation) throws -> Tag {
        var body = content.trimmingWhitespace()
        var sigil = Sigil.variable(escaped: !triple)
        if !triple, let first = body.first {
            switch first {
            case "#": sigil = .open(inverted: false)
            case "^": sigil = .open(inverted: true)
            case "/": sigil = .close
            case ">": sigil = .partial
            case "!": return Tag(sigil: .comment, name: "", at: at)
            case "&": sigil = .variable(escaped: false)
            case "{": throw error(at: at, "'{{{' must be closed by '}}}'")
            default: break
            }
            if sigil != .variable(escaped: true) { body = String(body.dropFirst()).trimmingWhitespace() }
        }
        guard !body.isEmpty else { throw error(at: at, "empty tag '{{\(content)}}'") }
        let isName = body == "." || (body.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
                                     && !body.hasPrefix(".") && !body.hasSuffix(".") && !body.contains(".."))
        guard isName else { throw error(at: at, "invalid name '\(body)' (use letters, digits, '_', '-' and '.')") }
        return Tag(sigil: sigil, name: body, at: at)
    }

    /// Removes the indentation and line break around tags that stand alone on their line.
    private func stripStandaloneLines(_ tokens: [Token]) -> [Token] {
        var tokens = tokens
        // Tokens alternate text, tag, text, … starting and ending with text.
        var index = 1
        while index < tokens.count - 1 {
            defer { index += 2 }
            guard case .tag(let tag) = tokens[index], tag.sigil.canStandAlone,
                  case .text(let before) = tokens[index - 1], case .text(let after) = tokens[index + 1] else { continue }
            let lineStart = before.lastIndex(where: \.isNewline).map { before.index(after: $0) }
            let isFirstLine = lineStart == nil && index == 1
            guard lineStart != nil || isFirstLine else { continue }
            let indentation = before[(lineStart ?? before.startIndex)...]
            guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            let lineEnd = after.firstIndex(where: \.isNewline)
            let isLastLine = lineEnd == nil && index + 1 == tokens.count - 1
            guard lineEnd != nil || isLastLine else { continue }
            let trailing = after[..<(lineEnd ?? after.endIndex)]
            guard trailing.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            tokens[index - 1] = .text(String(before[..<(lineStart ?? before.startIndex)]))
            tokens[index + 1] = .text(lineEnd.map { String(after[after.index(after: $0)...]) } ?? "")
        }
        return tokens
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
