/// The one escape used for `{{value}}` tags: safe in HTML text and in quoted attribute values.
public enum HTMLEscaping {
    /// Replaces `& < > " '` with entities and drops control characters (C0 except tab, line
    /// feed and carriage return; DEL and C1), which HTML forbids and XML 1.0 cannot carry.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
