import SwiftInterpreter

/// Reads a predicate format string (`"title CONTAINS[cd] %@ AND count > %d"`) with its
/// arguments into a `FormatPredicate` (grammar: see `FormatPredicate`). Errors name the
/// position in the format string; nesting is bounded.
struct FormatPredicateParser {
    struct Failure: Error {
        var message: String
    }

    private enum Token: Equatable {
        case word(String)       // key path names and keywords
        case symbol(String)     // operators and punctuation
        case string(String)
        case number(Double, isInteger: Bool)
        case argument(Character) // %@ %K %d %f …
        case options(Set<Character>)
    }

    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Value]
    private var nextArgument = 0
    private var depth = 0

    static func parse(_ format: String, arguments: [Value]) throws -> FormatPredicate {
        var parser = FormatPredicateParser(arguments: arguments)
        parser.tokens = try tokenize(format)
        let predicate = try parser.orExpression()
        guard parser.position == parser.tokens.count else { throw Failure(message: "unexpected text after the predicate in \"\(format)\"") }
        return predicate
    }

    private init(arguments: [Value]) { self.arguments = arguments }

    private static func tokenize(_ format: String) throws -> [Token] {
        let characters = Array(format)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "%" {
                index += 1
                while index < characters.count, "l".contains(characters[index]) || "h".contains(characters[index]) || "q".contains(characters[index]) { index += 1 }
                guard index < characters.count else { throw Failure(message: "'%' at the end of the format") }
                tokens.append(.argument(characters[index] == "i" || characters[index] == "u" ? "d" : characters[index]))
                index += 1
            } else if character == "\"" || character == "'" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw Failure(message: "a quoted string is not closed") }
                index += 1
                tokens.append(.string(text))
            } else if character == "[" {
                var options = Set<Character>()
                index += 1
                while index < characters.count, characters[index] != "]" { options.insert(Character(characters[index].lowercased())); index += 1 }
                index += 1
                tokens.append(.options(options))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                let start = index
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
                let text = String(characters[start..<index])
                guard let value = Double(text) else { throw Failure(message: "'\(text)' is not a number") }
                tokens.append(.number(value, isInteger: !text.contains(".")))
            } else if character.isLetter || character == "_" || character == "$" || character == "@" || character == "#" {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_$@#.".contains(characters[index]) { index += 1 }
                tokens.append(.word(String(characters[start..<index])))
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(),{}".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw Failure(message: "unexpected '\(character)' in the predicate format")
                }
            }
        }
        return tokens
    }

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private func keyword(_ token: Token?) -> String? {
        if case let .word(word)? = token { return word.uppercased() }
        return nil
    }

    private mutating func orExpression() throws -> FormatPredicate {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw Failure(message: "the predicate nests too deeply") }
        var result = try andExpression()
        while keyword(current) == "OR" || current == .symbol("||") {
            position += 1
            result = .or(result, try andExpression())
        }
        return result
    }

    private mutating func andExpression() throws -> FormatPredicate {
        var result = try notExpression()
        while keyword(current) == "AND" || current == .symbol("&&") {
            position += 1
            result = .and(result, try notExpression())
        }
        return result
    }

    private mutating func notExpression() throws -> FormatPredicate {
        if keyword(current) == "NOT" || current == .symbol("!") {
            position += 1
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw Failure(message: "the predicate nests too deeply") }
            return .not(try notExpression())
        }
        return try primary()
    }

    private mutating func primary() throws -> FormatPredicate {
        if current == .symbol("(") {
            position += 1
            let inner = try orExpression()
            guard current == .symbol(")") else { throw Failure(message: "expected ')'") }
            position += 1
            return inner
        }
        switch keyword(current) {
        case "TRUEPREDICATE": position += 1; return .constant(true)
        case "FALSEPREDICATE": position += 1; return .constant(false)
        default: break
        }
        var quantifier: String?
        if let word = keyword(current), ["ANY", "SOME", "ALL", "NONE"].contains(word) {
            quantifier = word == "SOME" ? "ANY" : word
            position += 1
        }
        let left = try operand()
        var negated = false
        if keyword(current) == "NOT" { negated = true; position += 1 }
        guard let token = current else { throw Failure(message: "expected an operator after the left-hand side") }
        position += 1
        var op: String
        switch token {
        case let .symbol(symbol):
            switch symbol {
            case "=", "==": op = "=="
            case "!=", "<>": op = "!="
            case "<=", "=<": op = "<="
            case ">=", "=>": op = ">="
            case "<", ">": op = symbol
            default: throw Failure(message: "'\(symbol)' is not a comparison operator")
            }
        case let .word(word) where ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(word.uppercased()):
            op = word.uppercased()
        default: throw Failure(message: "expected a comparison operator")
        }
        var options = Set<Character>()
        if case let .options(given)? = current { options = given; position += 1 }
        let right = try operand()
        let comparison = FormatPredicate.comparison(left, op, right, options: options, quantifier: quantifier)
        return negated ? .not(comparison) : comparison
    }

    private mutating func takeArgument() throws -> Value {
        guard nextArgument < arguments.count else { throw Failure(message: "the format has more '%' arguments than were given") }
        defer { nextArgument += 1 }
        return arguments[nextArgument]
    }

    private mutating func operand() throws -> FormatPredicate.Operand {
        guard let token = current else { throw Failure(message: "expected a key path or a value") }
        position += 1
        switch token {
        case let .string(text): return .value(.string(text))
        case let .number(value, isInteger): return .value(isInteger ? .int(Int(value)) : .double(value))
        case let .argument(kind):
            let value = try takeArgument()
            if kind == "K" {
                guard case let .string(key) = value else { throw Failure(message: "'%K' takes a key path string") }
                return .keyPath(key.split(separator: ".").map(String.init))
            }
            return .value(value)
        case .symbol("{"):
            var elements: [FormatPredicate.Operand] = []
            while current != .symbol("}") {
                elements.append(try operand())
                if current == .symbol(",") { position += 1 } else if current != .symbol("}") { throw Failure(message: "expected ',' or '}'") }
            }
            position += 1
            return .aggregate(elements)
        case let .word(word):
            switch word.uppercased() {
            case "TRUE", "YES": return .value(.bool(true))
            case "FALSE", "NO": return .value(.bool(false))
            case "NIL", "NULL": return .value(.nil)
            default: return .keyPath(word.split(separator: ".").map(String.init))
            }
        default: throw Failure(message: "expected a key path or a value")
        }
    }
}
