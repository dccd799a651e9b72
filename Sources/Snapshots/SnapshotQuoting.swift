/// Quoted strings in snapshot lines: `"…"` with `\\`, `\"`, `\n`, `\t` and `\u{…}` escapes so a
/// label never breaks a line or the format.
enum SnapshotQuoting {
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Reads a quoted string at the start of `text`; returns it and the rest, or nil if malformed.
    static func unquote(_ text: Substring) -> (String, Substring)? {
        guard text.first == "\"" else { return nil }
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return (result, text[text.index(after: index)...]) }
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "u":
                    guard let close = text[index...].firstIndex(of: "}"),
                          let open = text[index...].firstIndex(of: "{"),
                          let value = UInt32(text[text.index(after: open)..<close], radix: 16),
                          let scalar = Unicode.Scalar(value) else { return nil }
                    result.unicodeScalars.append(scalar)
                    index = close
                default: result.append(text[index])
                }
            } else {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether every quoted value in `content` (the `key=value` fields after a view's label,
    /// `text="…"`) ends with its closing quote: a value left open would swallow the fields after
    /// it, and two such snapshots compare as equal whatever they hide (issue 36).
    static func quotesAreClosed(_ content: Substring) -> Bool {
        var rest = content
        while let open = rest.firstIndex(of: "\"") {
            guard let (_, after) = unquote(rest[open...]) else { return false }
            rest = after
        }
        return true
    }
}
