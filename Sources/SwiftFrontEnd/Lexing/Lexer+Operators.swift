/// Operators and numbers.
extension Lexer {
    /// Lexes an operator run and classifies it by the whitespace around it, as the Swift reference
    /// says: spaces on both sides or neither is binary, only before is prefix, only after is
    /// postfix; `( [ { , ; :` count as space on the left, `) ] } , ; :` on the right.
    mutating func lexOperator(leftBound: Bool) -> TokenKind {
        let start = index
        let isDotOperator = bytes[index] == UInt8(ascii: ".")
        while index < limit {
            let byte = bytes[index]
            if index > start, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            if byte < 0x80 {
                guard CharacterClass.isASCIIOperator(byte), byte != UInt8(ascii: ".") || isDotOperator else { break }
                index += 1
            } else {
                let (value, length) = CharacterClass.scalar(bytes, index, limit)
                guard length > 0, CharacterClass.isOperatorScalar(value, head: false) else { break }
                index += length
            }
        }
        var rightBound = index < limit && !CharacterClass.isRightBoundBreaker(bytes[index])
            && !(bytes[index] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
        if index < limit, bytes[index] == UInt8(ascii: "."), rightBound { rightBound = !leftBound }
        let length = index - start
        if length == 1 {
            switch bytes[start] {
            case UInt8(ascii: "="):
                if leftBound != rightBound { report(ParseMessages.inconsistentEqual(), at: start) }
                return .equal
            case UInt8(ascii: "&") where !leftBound && rightBound: return .prefixAmpersand
            case UInt8(ascii: "."): return leftBound || !rightBound ? .period : .prefixPeriod
            case UInt8(ascii: "?"): return leftBound ? .postfixQuestion : .infixQuestion
            case UInt8(ascii: "!") where leftBound: return .exclaimPostfix
            default: break
            }
        } else if length == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            return .arrow
        } else if length == 2, bytes[start] == UInt8(ascii: "*"), bytes[start + 1] == UInt8(ascii: "/") {
            report(ParseMessages.general("unexpectedCommentEnd", "unexpected end of block comment"), at: start, index)
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// Lexes an integer or floating-point literal (decimal, `0x` with `p` exponents, `0o`, `0b`, `_`).
    mutating func lexNumber() -> TokenKind {
        let start = index
        var kind = TokenKind.integerLiteral
        if bytes[index] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "o") || peek(1) == UInt8(ascii: "b") {
            let radixByte = peek(1)
            index += 2
            let isDigit: (UInt8) -> Bool
            let name: String
            switch radixByte {
            case UInt8(ascii: "x"):
                isDigit = { CharacterClass.isDigit($0) || ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "f") }
                name = "hexadecimal digit (0-9, A-F)"
            case UInt8(ascii: "o"): isDigit = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }; name = "octal digit (0-7)"
            default: isDigit = { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }; name = "binary digit (0 or 1)"
            }
            guard index < limit, isDigit(bytes[index]) else {
                report(ParseMessages.general("expectedDigit", "expected a digit after integer literal prefix"), at: start, index)
                index = CharacterClass.identifierEnd(bytes, index, limit)
                return .integerLiteral
            }
            while index < limit, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            if radixByte == UInt8(ascii: "x") {
                if peek() == UInt8(ascii: "."), index + 1 < limit, isDigit(bytes[index + 1]) {
                    index += 1
                    while index < limit, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
                    kind = .floatLiteral
                    if peek() | 0x20 != UInt8(ascii: "p") {
                        report(ParseMessages.general("hexFloatExponent", "hexadecimal floating point literal must end with an exponent"), at: start, index)
                    }
                }
                if peek() | 0x20 == UInt8(ascii: "p") {
                    index += 1
                    kind = .floatLiteral
                    lexExponentDigits()
                }
            }
            if CharacterClass.isIdentifierContinue(bytes, index, limit) {
                let bad = String(decoding: bytes[index..<(index + max(1, CharacterClass.scalarLength(bytes, index, limit)))], as: UTF8.self)
                report(ParseMessages.invalidDigit(bad, name), at: index)
                index = CharacterClass.identifierEnd(bytes, index, limit)
            }
            return kind
        }
        while index < limit, CharacterClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        if peek() == UInt8(ascii: "."), index + 1 < limit, CharacterClass.isDigit(bytes[index + 1]) {
            index += 1
            kind = .floatLiteral
            while index < limit, CharacterClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        }
        if peek() | 0x20 == UInt8(ascii: "e") {
            index += 1
            kind = .floatLiteral
            lexExponentDigits()
        }
        if CharacterClass.isIdentifierContinue(bytes, index, limit) {
            let bad = String(decoding: bytes[index..<(index + max(1, CharacterClass.scalarLength(bytes, index, limit)))], as: UTF8.self)
            report(kind == .floatLiteral
                   ? ParseMessages.general("invalidFloatDigit", "'\(bad)' is not a valid digit in floating point exponent")
                   : ParseMessages.invalidDigit(bad), at: index)
            index = CharacterClass.identifierEnd(bytes, index, limit)
        }
        return kind
    }

    mutating func lexExponentDigits() {
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
        guard index < limit, CharacterClass.isDigit(bytes[index]) else {
            report(ParseMessages.general("expectedExponentDigit", "expected a digit in floating point exponent"), at: index)
            return
        }
        while index < limit, CharacterClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
    }
}
