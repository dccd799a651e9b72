/// Breaks Swift source in small ways, as a typo would: deletes, duplicates or swaps tokens. Tokens
/// here are rough (words, numbers, string literals, operator runs, single punctuation), which is
/// all a mutation needs.
public enum SourceMutator {
    /// Splits text into tokens and the whitespace between them.
    static func pieces(_ text: String) -> [(token: String, isSpace: Bool)] {
        var result: [(String, Bool)] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isWord(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" || s == "$" }
        let operatorCharacters = Set("/=-+!*%<>&|^~?.".unicodeScalars)
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            if scalar == " " || scalar == "\n" || scalar == "\t" {
                while index < scalars.count, scalars[index] == " " || scalars[index] == "\n" || scalars[index] == "\t" { index += 1 }
                result.append((String(String.UnicodeScalarView(scalars[start..<index])), true))
                continue
            }
            if isWord(scalar) {
                while index < scalars.count, isWord(scalars[index]) { index += 1 }
            } else if scalar == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
                index = min(index + 1, scalars.count)
            } else if operatorCharacters.contains(scalar) {
                while index < scalars.count, operatorCharacters.contains(scalars[index]) { index += 1 }
            } else {
                index += 1
            }
            result.append((String(String.UnicodeScalarView(scalars[start..<index])), false))
        }
        return result
    }

    /// Applies one to three random token edits to `text`.
    public static func mutate(_ text: String, random: inout SeededRandom) -> String {
        var parts = pieces(text)
        let edits = 1 + random.below(3)
        for _ in 0..<edits {
            let tokenIndexes = parts.indices.filter { !parts[$0].isSpace }
            guard tokenIndexes.count > 2 else { break }
            let target = random.pick(tokenIndexes)
            switch random.below(5) {
            case 0, 1:
                parts.remove(at: target)
            case 2:
                parts.insert(parts[target], at: target)
            case 3:
                guard let next = tokenIndexes.first(where: { $0 > target }) else { continue }
                parts.swapAt(target, next)
            default:
                // Insert a random punctuation token or keyword.
                let extra = random.pick(["(", ")", "{", "}", "[", "]", ",", ":", ".", "=", "let", "in", "?", "!", "->", "@", "#if", "case", "\n"])
                parts.insert((extra, false), at: target)
            }
        }
        return parts.map(\.token).joined()
    }
}
