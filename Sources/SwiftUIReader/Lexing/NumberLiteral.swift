/// Converts Swift number literal spellings (`12`, `1_000`, `0.5`, `1e3`, `0x1F`, `0b101`, `0o17`)
/// to `Double` without Foundation or locale: the same spelling always gives the same value.
enum NumberLiteral {
    static func value(of text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16).map(Double.init) }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2).map(Double.init) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8).map(Double.init) }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-") }) else {
            return nil
        }
        return Double(digits)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(count)
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
