/// Text written as a Swift string literal, as the standard library's `String.debugDescription`
/// writes it: in double quotes, with `\0`, `\t`, `\n`, `\r`, `\"`, `\'` and `\\` escaped, every
/// other ASCII control character (U+0000–U+001F and U+007F) as `\u{XX}` in two upper-case hex
/// digits, and every other scalar as it is (checked against swiftc 6: `"a\u{1}'".debugDescription`
/// prints `"a\u{01}\'"`; U+0085 and U+200B stay unescaped). The result is also valid Swift source.
public enum SwiftStringLiteral {
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": result += "\\0"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            case "'": result += "\\'"
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
