/// What a `Text("…")` string literal displays. SwiftUI reads such a literal as a
/// `LocalizedStringKey` and renders its inline Markdown (Apple's `Text` documentation: "you can
/// use Markdown formatting … `Text("**Bold**")`"): emphasis and strong emphasis (`*`, `_`, `**`,
/// `__`), strikethrough (`~~`), code spans (`` ` ``) and links (`[text](url)`) lose their markers;
/// a backslash escapes a marker. Interpolated values are arguments, not Markdown: they arrive here
/// as `placeholder` scalars and are substituted after the markers are removed.
public enum InlineMarkdown {
    /// Longer texts are shown as written: finding closers is quadratic in the worst case.
    static let maximumLength = 4_096

    public static func displayText(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maximumLength else { return text }
        var output = String.UnicodeScalarView()
        var index = 0
        // Positions of delimiters already consumed as the closing half of a pair.
        var consumedClosers = Set<Int>()
        while index < scalars.count {
            if consumedClosers.contains(index) {
                index += delimiterLength(at: index, in: scalars)
                continue
            }
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, "\\`*_~[]()#".unicodeScalars.contains(scalars[index + 1]) {
                output.append(scalars[index + 1])
                index += 2
                continue
            }
            if scalar == "[", let (label, end) = link(at: index, in: scalars) {
                output.append(contentsOf: displayText(String(String.UnicodeScalarView(label))).unicodeScalars)
                index = end
                continue
            }
            if scalar == "`", let close = scalars[(index + 1)...].firstIndex(of: "`"), close > index + 1 {
                output.append(contentsOf: scalars[(index + 1)..<close])
                index = close + 1
                continue
            }
            let length = delimiterLength(at: index, in: scalars)
            if length > 0, let close = closingDelimiter(from: index, length: length, in: scalars) {
                consumedClosers.insert(close)
                index += length
                continue
            }
            output.append(scalar)
            index += 1
        }
        return String(output)
    }

    /// Length of an emphasis delimiter run starting at `index`: `**`, `__`, `~~` (2), `*`, `_` (1), else 0.
    private static func delimiterLength(at index: Int, in scalars: [Unicode.Scalar]) -> Int {
        let scalar = scalars[index]
        guard scalar == "*" || scalar == "_" || scalar == "~" else { return 0 }
        if index + 1 < scalars.count, scalars[index + 1] == scalar { return 2 }
        return scalar == "~" ? 0 : 1
    }

    /// The matching closer of an opener at `index`: the opener must be followed by a non-space,
    /// the closer preceded by one (CommonMark's flanking rule), and `_` must not sit inside a word.
    private static func closingDelimiter(from index: Int, length: Int, in scalars: [Unicode.Scalar]) -> Int? {
        let marker = scalars[index]
        let afterOpener = index + length
        guard afterOpener < scalars.count, !isSpace(scalars[afterOpener]) else { return nil }
        if marker == "_", index > 0, isWordCharacter(scalars[index - 1]) { return nil }
        var probe = afterOpener + 1
        while probe + length <= scalars.count {
            if scalars[probe] == marker, delimiterLength(at: probe, in: scalars) == length || (length == 1 && scalars[probe] == marker
                && (probe + 1 >= scalars.count || scalars[probe + 1] != marker)),
               !isSpace(scalars[probe - 1]) {
                let after = probe + length
                if marker == "_", after < scalars.count, isWordCharacter(scalars[after]) { probe += 1; continue }
                return probe
            }
            probe += 1
        }
        return nil
    }

    /// `[label](destination)` starting at `index`: the label's scalars and the index after `)`.
    private static func link(at index: Int, in scalars: [Unicode.Scalar]) -> ([Unicode.Scalar], Int)? {
        guard let closeBracket = scalars[(index + 1)...].firstIndex(of: "]"),
              closeBracket + 1 < scalars.count, scalars[closeBracket + 1] == "(",
              let closeParen = scalars[(closeBracket + 2)...].firstIndex(of: ")") else { return nil }
        return (Array(scalars[(index + 1)..<closeBracket]), closeParen + 1)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
