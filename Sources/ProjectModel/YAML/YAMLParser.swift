import Diagnostics

/// Reads the subset of YAML that xcodegen's `project.yml` files use (YAML 1.2 spec, chapters 6–8):
/// block mappings and sequences by indentation (a sequence may sit at its key's indentation),
/// flow `[a, b]` and `{k: v}`, plain, single- and double-quoted scalars, `|` and `>` block
/// scalars, `#` comments, `---`, anchors `&a`, aliases `*a` and `<<: *a` merge keys; a flow
/// collection may continue on the lines below (joined; a position inside its later lines is given
/// at its first line's column count). Not read: tags, complex keys (`? `), aliases inside flow
/// collections, and plain scalars continued on further lines beyond simple folding. Errors name the line and column; the value in error is
/// skipped and the rest is read. Tabs may not indent (the spec forbids them).
struct YAMLParser {
    /// Aliases may copy at most this many nodes in all (a "billion laughs" document ends).
    static let aliasNodeLimit = 1_000_000
    static let nestingLimit = 200

    private struct Line {
        var number: Int
        /// Column (0-based) where `text` starts.
        var indent: Int
        var text: Substring
        /// Byte offset of the line's start.
        var offset: Int
    }

    private var lines: [Line] = []
    private var index = 0
    private var anchors: [String: (value: YAMLValue, size: Int)] = [:]
    private var copiedNodes = 0
    private var depth = 0
    private(set) var problems: [(message: DiagnosticMessage, at: SourcePosition)] = []

    /// Parses `text`; the document's root (null for an empty one) and the problems found.
    static func parse(_ text: String) -> (value: YAMLValue, problems: [(message: DiagnosticMessage, at: SourcePosition)]) {
        var parser = YAMLParser()
        parser.split(text)
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        let value = parser.index < parser.lines.count ? parser.node(minimumIndent: 0) : .null(at: start)
        while parser.index < parser.lines.count {
            let line = parser.lines[parser.index]
            parser.report("unexpected text at this indentation", line, column: line.indent)
            parser.index += 1
        }
        return (value, parser.problems)
    }

    // MARK: Lines

    private mutating func split(_ text: String) {
        var offset = 0
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { offset += raw.utf8.count + 1 }
            var content = raw
            if content.hasSuffix("\r") { content.removeLast() }
            var indent = 0
            while let first = content.first, first == " " { content.removeFirst(); indent += 1 }
            if content.first == "\t" {
                let line = Line(number: number + 1, indent: indent, text: content, offset: offset)
                report("a tab indents this line; YAML indents with spaces only", line, column: indent)
                continue
            }
            content = Self.withoutComment(content)
            while let last = content.last, last == " " || last == "\t" { content.removeLast() }
            if content.isEmpty || content == "---" || content == "..." || content.hasPrefix("%") { continue }
            lines.append(Line(number: number + 1, indent: indent, text: content, offset: offset))
        }
    }

    /// The text before a `#` that starts a comment (at the start or after a space, outside quotes).
    private static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || position == text.startIndex { quote = character }
            } else if character == "#" && (previous == " " || previous == "\t") {
                return text[..<position]
            } else if character == "#" && position == text.startIndex {
                return text[..<position]
            }
            previous = character
        }
        return text
    }

    private mutating func report(_ what: String, _ line: Line, column: Int) {
        problems.append((.yamlSyntax(what), SourcePosition(line: line.number, column: column + 1, offset: line.offset + column)))
    }

    private func position(_ line: Line, column: Int) -> SourcePosition {
        SourcePosition(line: line.number, column: column + 1, offset: line.offset + column)
    }

    // MARK: Block structure

    /// The node starting at the current line, whose indentation is at least `minimumIndent`.
    private mutating func node(minimumIndent: Int) -> YAMLValue {
        let line = lines[index]
        guard depth < Self.nestingLimit else {
            report("nesting is deeper than \(Self.nestingLimit) levels", line, column: line.indent)
            skip(deeperThan: minimumIndent - 1)
            return .null(at: position(line, column: line.indent))
        }
        depth += 1
        defer { depth -= 1 }
        if Self.isSequenceItem(line.text) { return sequence(indent: line.indent) }
        if Self.keySeparator(in: line.text) != nil { return mapping(indent: line.indent) }
        index += 1
        return inlineValue(line.text, line: line, column: line.indent, parentIndent: minimumIndent - 1)
    }

    private static func isSequenceItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    private mutating func sequence(indent: Int) -> YAMLValue {
        let start = position(lines[index], column: indent)
        var items: [YAMLValue] = []
        while index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
            var line = lines[index]
            var content = line.text.dropFirst()
            var column = indent + 1
            while content.first == " " { content.removeFirst(); column += 1 }
            if content.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent { items.append(node(minimumIndent: indent + 1)) }
                else { items.append(.null(at: position(line, column: column))) }
                continue
            }
            // `- key: value` or `- - x`: the item is a node starting at the content's column.
            line.indent = column
            line.text = content
            lines[index] = line
            items.append(node(minimumIndent: column))
        }
        return .sequence(items, at: start)
    }

    private mutating func mapping(indent: Int) -> YAMLValue {
        let start = position(lines[index], column: indent)
        var entries: [YAMLEntry] = []
        var merged: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent, !Self.isSequenceItem(lines[index].text) {
            let line = lines[index]
            guard let separator = Self.keySeparator(in: line.text) else {
                report("expected 'key: value' in a mapping", line, column: indent)
                index += 1
                skip(deeperThan: indent)
                continue
            }
            let key = Self.unquotedKey(line.text[..<separator])
            var rest = line.text[line.text.index(after: separator)...]
            var column = indent + line.text.distance(from: line.text.startIndex, to: separator) + 1
            while rest.first == " " { rest.removeFirst(); column += 1 }
            index += 1
            let value: YAMLValue
            if rest.isEmpty {
                if index < lines.count, lines[index].indent > indent || (lines[index].indent == indent && Self.isSequenceItem(lines[index].text)) {
                    value = node(minimumIndent: lines[index].indent)
                } else {
                    value = .null(at: position(line, column: column))
                }
            } else {
                value = inlineValue(rest, line: line, column: column, parentIndent: indent)
            }
            if key == "<<" {
                for source in value.items { merged += source.entries }
                continue
            }
            entries.append(YAMLEntry(key: key, value: value))
            // A line indented deeper than a finished value belongs to nothing: reported, skipped.
            while index < lines.count, lines[index].indent > indent {
                report("unexpected text at this indentation", lines[index], column: lines[index].indent)
                index += 1
            }
        }
        // Merged keys come first; the mapping's own keys win (YAML merge key type, yaml.org/type/merge).
        let own = Set(entries.map(\.key))
        return .mapping(merged.filter { !own.contains($0.key) } + entries, at: start)
    }

    /// Skips lines indented more than `indent` (the body of a value in error).
    private mutating func skip(deeperThan indent: Int) {
        while index < lines.count, lines[index].indent > indent { index += 1 }
    }

    /// The index of the `:` that ends a key: followed by a space or the end, outside quotes; nil
    /// when the text starts a flow collection or is not a key.
    private static func keySeparator(in text: Substring) -> Substring.Index? {
        guard let first = text.first, first != "[", first != "{", first != "&", first != "*", first != "|", first != ">" else { return nil }
        var position = text.startIndex
        if first == "\"" || first == "'" {
            guard let close = text[text.index(after: position)...].firstIndex(of: first) else { return nil }
            position = text.index(after: close)
            guard position < text.endIndex, text[position] == ":" else { return nil }
            let after = text.index(after: position)
            return after == text.endIndex || text[after] == " " ? position : nil
        }
        while let colon = text[position...].firstIndex(of: ":") {
            let after = text.index(after: colon)
            if after == text.endIndex || text[after] == " " { return colon }
            position = after
        }
        return nil
    }

    private static func unquotedKey(_ key: Substring) -> String {
        var text = key
        while text.last == " " { text.removeLast() }
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return String(text)
    }

    // MARK: Values on one line

    /// A value after `key: ` or `- `: an anchor, alias, block scalar, flow collection or scalar.
    private mutating func inlineValue(_ text: Substring, line: Line, column: Int, parentIndent: Int) -> YAMLValue {
        var rest = text
        var column = column
        var anchor: String?
        if rest.first == "&" {
            let name = rest.dropFirst().prefix { $0 != " " }
            anchor = String(name)
            rest = rest.dropFirst(name.count + 1)
            column += name.count + 1
            while rest.first == " " { rest.removeFirst(); column += 1 }
        }
        var value: YAMLValue
        if rest.isEmpty {
            // `key: &anchor` with the value on the lines below.
            if index < lines.count, lines[index].indent > parentIndent { value = node(minimumIndent: parentIndent + 1) }
            else { value = .null(at: position(line, column: column)) }
        } else if rest.first == "*" {
            let name = String(rest.dropFirst())
            if let found = anchors[name] {
                copiedNodes += found.size
                if copiedNodes > Self.aliasNodeLimit {
                    report("aliases copy more than \(Self.aliasNodeLimit) values (an alias bomb?)", line, column: column)
                    value = .null(at: position(line, column: column))
                } else {
                    value = found.value
                }
            } else {
                report("alias '*\(name)' names no anchor defined before it (an alias cannot refer to itself or to a later anchor)", line, column: column)
                value = .null(at: position(line, column: column))
            }
        } else if rest == "|" || rest == ">" || rest.hasPrefix("|") || rest.hasPrefix(">") {
            value = blockScalar(folded: rest.first == ">", parentIndent: parentIndent, at: position(line, column: column))
        } else if rest.first == "[" || rest.first == "{" {
            // A flow collection may go on over the following lines (element-x-ios writes
            // `CFBundleURLTypes: [` … `]`): they are joined with spaces until it closes.
            var text = String(rest)
            while Self.openBrackets(in: text) > 0, index < lines.count, lines[index].indent > parentIndent || lines[index].text.first == "]" || lines[index].text.first == "}" {
                text += " " + lines[index].text
                index += 1
            }
            var flow = FlowReader(text: Substring(text), line: line.number, column: column, lineOffset: line.offset)
            value = flow.value()
            flow.skipSpaces()
            if !flow.atEnd { flow.fail("unexpected text after a flow collection") }
            for problem in flow.problems { problems.append(problem) }
        } else {
            var reader = FlowReader(text: rest, line: line.number, column: column, lineOffset: line.offset, inFlow: false)
            value = reader.scalar()
            for problem in reader.problems { problems.append(problem) }
            // A plain scalar continued on more-indented lines is folded with spaces.
            if case .scalar(var text, let at) = value, rest.first != "\"", rest.first != "'" {
                while index < lines.count, lines[index].indent > parentIndent, Self.keySeparator(in: lines[index].text) == nil,
                      !Self.isSequenceItem(lines[index].text) {
                    text += " " + lines[index].text
                    index += 1
                }
                value = .scalar(text, at: at)
            }
        }
        if let anchor { anchors[anchor] = (value, value.nodeCount) }
        return value
    }

    /// How many `[`/`{` of `text` are not closed yet (outside quoted strings).
    static func openBrackets(in text: String) -> Int {
        var open = 0
        var quote: Character?
        for character in text {
            if let current = quote {
                if character == current { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                open += 1
            } else if character == "]" || character == "}" {
                open -= 1
            }
        }
        return open
    }

    /// `|` keeps line breaks, `>` folds them into spaces; the block is the lines indented more
    /// than the parent (chomping indicators are read as clip).
    private mutating func blockScalar(folded: Bool, parentIndent: Int, at start: SourcePosition) -> YAMLValue {
        var parts: [Substring] = []
        while index < lines.count, lines[index].indent > parentIndent {
            parts.append(lines[index].text)
            index += 1
        }
        return .scalar(parts.joined(separator: folded ? " " : "\n"), at: start)
    }
}
