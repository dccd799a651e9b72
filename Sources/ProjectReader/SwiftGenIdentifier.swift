/// The identifiers SwiftGen's Stencil filters (StencilSwiftKit) make from resource names, which
/// Tuist's synthesized accessors use: `swiftIdentifier:"pretty"` splits the name at every
/// character that cannot be in an identifier (and at `_`), capitalizes each part's first letter
/// and joins them (`ic_home` → `IcHome`, `background-color` → `BackgroundColor`), with `_` before
/// a leading digit; `lowerFirstWord` lowercases the leading capitals, keeping the last one of a
/// run followed by a lowercase letter (`URLColor` → `urlColor`, `IcHome` → `icHome`).
enum SwiftGenIdentifier {
    static func pretty(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        let joined = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
        guard let first = joined.first else { return "" }
        return first.isNumber ? "_" + joined : joined
    }

    static func lowerFirstWord(_ name: String) -> String {
        let characters = Array(name)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }
}

/// The Swift types SwiftGen gives the arguments of a localized format (its strings parser's
/// placeholder types, which Tuist's strings template uses): `%@` → `String` (taken as `Any`),
/// `%d %i %o %u %x` with any length modifier → `Int`, `%f %e %g %a` → `Float`, `%c` → `CChar`,
/// `%s` → `UnsafePointer<CChar>`, `%p` → `UnsafeRawPointer`; positional `%2$@` puts the type
/// at its position; `%%` is no argument.
enum FormatSpecifierTypes {
    static func types(in format: String) -> [String] {
        let characters = Array(format)
        var byPosition: [Int: String] = [:]
        var next = 1
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            // `%2$@`: the argument's position.
            var digits = ""
            var lookahead = cursor
            while lookahead < characters.count, characters[lookahead].isNumber { digits.append(characters[lookahead]); lookahead += 1 }
            var position: Int?
            if !digits.isEmpty, lookahead < characters.count, characters[lookahead] == "$" {
                position = Int(digits)
                cursor = lookahead + 1
            }
            // Flags, width, precision and length modifiers.
            while cursor < characters.count, "-+ #0123456789.'hlqLzjt".contains(characters[cursor]) { cursor += 1 }
            guard cursor < characters.count else { break }
            let type: String?
            switch characters[cursor] {
            case "@": type = "String"
            case "d", "D", "i", "o", "O", "u", "U", "x", "X": type = "Int"
            case "f", "F", "e", "E", "g", "G", "a", "A": type = "Float"
            case "c", "C": type = "CChar"
            case "s", "S": type = "UnsafePointer<CChar>"
            case "p": type = "UnsafeRawPointer"
            default: type = nil
            }
            if let type, let place = position ?? Optional(next), place >= 1, place <= 64 {
                byPosition[place] = byPosition[place] ?? type
                if position == nil { next += 1 }
            }
            index = cursor + 1
        }
        guard let last = byPosition.keys.max() else { return [] }
        // A position no specifier names is taken as `Any` (SwiftGen refuses such a format).
        return (1...last).map { byPosition[$0] ?? "String" }
    }
}
