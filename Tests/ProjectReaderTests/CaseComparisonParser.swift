/// Parses the comparison form of an `// expect:` line (`CaseComparison`).
struct CaseComparisonParser {
    private enum Token: Equatable {
        case identifier(String)
        case number(Double)
        case string(String)
        case symbol(String)
    }

    private var tokens: [Token]
    private var position = 0
    private let text: String

    static func parse(_ text: String) throws -> CaseComparison {
        var parser = try CaseComparisonParser(text)
        let comparison = try parser.comparison()
        guard parser.position == parser.tokens.count else { throw parser.error("unexpected text at the end") }
        return comparison
    }

    private init(_ text: String) throws {
        self.text = text
        tokens = try Self.tokens(of: text)
    }

    private static let symbols = ["==", "!=", "<=", ">=", "<", ">", "+", "-", "×", ".", ",", "(", ")", "[", "]", "*"]

    private static func tokens(of text: String) throws -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while let character = rest.first {
            if character == " " {
                rest.removeFirst()
            } else if character == "\"" {
                guard case let .quoted(fragment)? = try CaseWords.split(String(rest)).first else {
                    throw CaseError("unterminated quote in '\(text)'")
                }
                tokens.append(.string(fragment))
                rest = rest.dropFirst(1 + closingQuoteDistance(rest.dropFirst()))
            } else if character.isNumber {
                let digits = rest.prefix { $0.isNumber || $0 == "." }
                guard let value = Double(digits) else { throw CaseError("bad number '\(digits)' in '\(text)'") }
                tokens.append(.number(value))
                rest = rest.dropFirst(digits.count)
            } else if character.isLetter || character == "_" {
                let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                tokens.append(word == "inf" ? .number(.infinity) : .identifier(String(word)))
                rest = rest.dropFirst(word.count)
            } else if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
                tokens.append(.symbol(symbol))
                rest = rest.dropFirst(symbol.count)
            } else {
                throw CaseError("unexpected '\(character)' in '\(text)'")
            }
        }
        return tokens
    }

    /// How many characters of `rest` (just after an opening quote) up to and including the
    /// closing quote.
    private static func closingQuoteDistance(_ rest: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in rest {
            count += 1
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { break }
        }
        return count
    }

    private func error(_ problem: String) -> CaseError {
        CaseError("\(problem) in '\(text)'")
    }

    private var next: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ symbol: String) -> Bool {
        guard next == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String) throws {
        guard take(symbol) else { throw error("expected '\(symbol)'") }
    }

    private mutating func comparison() throws -> CaseComparison {
        let left = try term()
        let comparison: CaseComparison.Operator
        switch next {
        case let .symbol(symbol)?:
            guard let found = CaseComparison.Operator(rawValue: symbol) else { throw error("expected a comparison") }
            comparison = found
        case let .identifier(word)?:
            guard let found = CaseComparison.Operator(rawValue: word) else { throw error("expected a comparison, not '\(word)'") }
            comparison = found
        default:
            throw error("expected a comparison")
        }
        position += 1
        return CaseComparison(left: left, comparison: comparison, right: try term())
    }

    private mutating func term() throws -> CaseTerm {
        var result = try operand()
        while true {
            if take("+") {
                result = .sum(result, .plus, try operand())
            } else if take("-") {
                result = .sum(result, .minus, try operand())
            } else {
                return result
            }
        }
    }

    private mutating func operand() throws -> CaseTerm {
        switch next {
        case .number?, .symbol("-")?:
            let first = try number()
            guard take("×") else { return .number(first) }
            return .list([.number(first), .number(try number())], written: .size)
        case let .string(text)?:
            position += 1
            return .string(text)
        case .symbol(".")?:
            position += 1
            guard case let .identifier(name)? = next else { throw error("expected a name after '.'") }
            position += 1
            return .name(name)
        case .symbol("(")?:
            position += 1
            return .list(try elements(closedBy: ")"), written: .tuple)
        case .symbol("[")?:
            position += 1
            return .list(try elements(closedBy: "]"))
        case .identifier?:
            return .path(try path())
        default:
            throw error("expected a value")
        }
    }

    private mutating func number() throws -> Double {
        let negative = take("-")
        guard case let .number(value)? = next else { throw error("expected a number") }
        position += 1
        return negative ? -value : value
    }

    private mutating func elements(closedBy closing: String) throws -> [CaseTerm] {
        var elements: [CaseTerm] = []
        if take(closing) { return elements }
        repeat { elements.append(try term()) } while take(",")
        try expect(closing)
        return elements
    }

    private mutating func path() throws -> CasePath {
        guard case let .identifier(word)? = next else { throw error("expected a view kind") }
        position += 1
        let selector: CasePath.Selector
        switch word {
        case "root": selector = .root
        case "scenarios": selector = .scenarios
        case "scenario": selector = .scenario
        default:
            var label: String?
            if take("(") {
                guard case let .string(text)? = next else { throw error("expected a quoted label") }
                position += 1
                try expect(")")
                label = text
            }
            selector = .views(kind: word == "any" ? nil : word, label: label)
        }
        var steps: [CasePath.Step] = []
        while true {
            if take(".") {
                guard case let .identifier(name)? = next else { throw error("expected a property after '.'") }
                position += 1
                steps.append(.property(name))
            } else if take("[") {
                if take("*") {
                    steps.append(.all)
                } else {
                    guard case let .number(index)? = next, index == index.rounded(), index >= 0 else { throw error("expected an index") }
                    position += 1
                    steps.append(.index(Int(index)))
                }
                try expect("]")
            } else {
                return CasePath(selector: selector, steps: steps)
            }
        }
    }
}
