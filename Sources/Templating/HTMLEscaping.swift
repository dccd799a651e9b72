/// The one escape helper of LayoutLens output: `{{value}}` tags in templates and every text and
/// attribute value of the SVG writer go through it. Its output is valid in HTML5 and in XML 1.0.
public enum HTMLEscaping {
    /// Replaces `&`, `<`, `>` (and in attribute values `"` and `'`) with references, and drops
    /// characters XML 1.0 forbids and HTML calls control characters: C0 controls except tab,
    /// line feed and carriage return, DEL and C1 controls, and the noncharacters U+FFFE/U+FFFF.
    /// (Lone surrogates, also forbidden, cannot occur in a Swift `String`.)
    ///
    /// Quotes are left alone in character data (`inAttribute: false`) so CSS in `<style>` and
    /// prose in `<desc>` stay as written.
    public static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
