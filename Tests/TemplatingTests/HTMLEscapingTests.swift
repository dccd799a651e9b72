import Testing
import Templating

/// `HTMLEscaping.escape` works on UTF-8 bytes; its meaning is defined per Unicode scalar (see its
/// documentation). The reference below is that definition, written scalar by scalar.
struct HTMLEscapingTests {
    static func reference(_ text: String, inAttribute: Bool) -> String {
        var result = ""
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

    static let samples = [
        "", "plain", "a & b < c > d", "say \"hi\" & 'bye'", "tab\tnew\nline\rreturn",
        "nul\u{0}bell\u{7}esc\u{1B}del\u{7F}", "c1 \u{80}\u{85}\u{9F} kept \u{A0}\u{C2}\u{BF}",
        "non\u{FFFE}char\u{FFFF}s \u{FFFD}\u{FFFC}", "é ü 中文 🙂👍🏽 \u{EF}\u{BF}", "<svg width=\"10\">&amp;</svg>",
        "\u{C2}\u{A0}&\u{EFBF}", "trailing <",
    ]

    @Test("One pass over UTF-8 bytes escapes exactly as the scalar-by-scalar definition")
    func matchesDefinition() {
        for sample in Self.samples {
            #expect(HTMLEscaping.escape(sample) == Self.reference(sample, inAttribute: true), "\(sample.debugDescription)")
            #expect(HTMLEscaping.escape(sample, inAttribute: false) == Self.reference(sample, inAttribute: false),
                    "\(sample.debugDescription)")
        }
    }

    @Test("Every scalar of the first planes escapes as defined")
    func everyScalar() {
        var all = ""
        for value in 0..<0x1_0000 where !(0xD800...0xDFFF).contains(value) {
            all.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        all.unicodeScalars.append(Unicode.Scalar(0x1F600)!)
        #expect(HTMLEscaping.escape(all) == Self.reference(all, inAttribute: true))
    }
}
