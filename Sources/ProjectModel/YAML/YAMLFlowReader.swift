import Diagnostics

extension YAMLParser {
    /// Reads a flow collection (`[a, b]`, `{k: v}`) or a scalar from the rest of one line.
    struct FlowReader {
        private let characters: [Character]
        private var index = 0
        private let line: Int
        private let column: Int
        private let lineOffset: Int
        private let inFlow: Bool
        private var depth = 0
        private(set) var problems: [(message: DiagnosticMessage, at: SourcePosition)] = []

        init(text: Substring, line: Int, column: Int, lineOffset: Int, inFlow: Bool = true) {
            self.characters = Array(text)
            self.line = line
            self.column = column
            self.lineOffset = lineOffset
            self.inFlow = inFlow
        }

        var atEnd: Bool { index >= characters.count }

        private var here: SourcePosition {
            // Columns count characters; the offset is approximate for non-ASCII text before it.
            SourcePosition(line: line, column: column + index + 1, offset: lineOffset + column + index)
        }

        mutating func fail(_ what: String) {
            problems.append((.yamlSyntax(what), here))
            index = characters.count
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func value() -> YAMLValue {
            skipSpaces()
            guard index < characters.count else { return .null(at: here) }
            guard depth < YAMLParser.nestingLimit else { fail("nesting is deeper than \(YAMLParser.nestingLimit) levels"); return .null(at: here) }
            depth += 1
            defer { depth -= 1 }
            switch characters[index] {
            case "[": return sequence()
            case "{": return mapping()
            default: return scalar()
            }
        }

        private mutating func sequence() -> YAMLValue {
            let start = here
            index += 1
            var items: [YAMLValue] = []
            while true {
                skipSpaces()
                guard index < characters.count else { fail("unterminated '['"); break }
                if characters[index] == "]" { index += 1; break }
                items.append(value())
                skipSpaces()
                if index < characters.count, characters[index] == "," { index += 1 }
                else if index < characters.count, characters[index] != "]" { fail("expected ',' or ']' in a flow sequence") }
            }
            return .sequence(items, at: start)
        }

        private mutating func mapping() -> YAMLValue {
            let start = here
            index += 1
            var entries: [YAMLEntry] = []
            while true {
                skipSpaces()
                guard index < characters.count else { fail("unterminated '{'"); break }
                if characters[index] == "}" { index += 1; break }
                guard case .scalar(let key, _) = scalar(stopAtColon: true) else { fail("expected a key in a flow mapping"); break }
                skipSpaces()
                var value = YAMLValue.null(at: here)
                if index < characters.count, characters[index] == ":" {
                    index += 1
                    value = self.value()
                }
                entries.append(YAMLEntry(key: key, value: value))
                skipSpaces()
                if index < characters.count, characters[index] == "," { index += 1 }
                else if index < characters.count, characters[index] != "}" { fail("expected ',' or '}' in a flow mapping") }
            }
            return .mapping(entries, at: start)
        }

        /// A quoted or plain scalar; `~` and `null` are null.
        mutating func scalar(stopAtColon: Bool = false) -> YAMLValue {
            skipSpaces()
            let start = here
            guard index < characters.count else { return .null(at: start) }
            let quote = characters[index]
            if quote == "\"" || quote == "'" {
                index += 1
                var text = ""
                while true {
                    guard index < characters.count else {
                        problems.append((.yamlSyntax("unterminated \(quote == "\"" ? "double" : "single")-quoted string"), start))
                        return .scalar(text, at: start)
                    }
                    let character = characters[index]
                    index += 1
                    if character == quote {
                        // `''` is one quote in a single-quoted string.
                        if quote == "'", index < characters.count, characters[index] == "'" { text.append("'"); index += 1; continue }
                        return .scalar(text, at: start)
                    }
                    if quote == "\"", character == "\\", index < characters.count {
                        let escaped = characters[index]
                        index += 1
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "0": text.append("\u{0}")
                        default: text.append(escaped)
                        }
                        continue
                    }
                    text.append(character)
                }
            }
            var text = ""
            while index < characters.count {
                let character = characters[index]
                if inFlow, character == "," || character == "]" || character == "}" { break }
                if stopAtColon || inFlow, character == ":", index + 1 >= characters.count || characters[index + 1] == " " || characters[index + 1] == "," { break }
                text.append(character)
                index += 1
            }
            while text.last == " " { text.removeLast() }
            if text == "~" || text == "null" || text.isEmpty { return .null(at: start) }
            return .scalar(text, at: start)
        }
    }
}
