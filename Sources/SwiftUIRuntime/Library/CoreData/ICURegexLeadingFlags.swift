/// A flag group that opens the pattern, `(?i)`, `(?s)`, `(?m)` or several of them (`(?im)`): ICU
/// User Guide, "Regular Expression Metacharacters": "(?ismwx-ismwx) Flag settings. Change the flag
/// settings. Changes apply to the portion of the pattern following the setting", so at the very
/// start it holds for the whole pattern, as the option of the same meaning does (`i`
/// `UREGEX_CASE_INSENSITIVE`, `.caseInsensitive`; `m` `UREGEX_MULTILINE`, `.anchorsMatchLines`;
/// `s` `UREGEX_DOTALL`, `.dotMatchesLineSeparators`). A URL detector's `(?i)\b((https?|ftp)://)…`
/// stopped its module before. A flag group anywhere else, one turning flags off (`-`), and the
/// flags `w` and `x` stay `unsupported` (the parser names the group).
extension ICURegex {
    static func takeLeadingFlags(_ scalars: inout [Unicode.Scalar], into options: inout Options) {
        guard scalars.count > 3, scalars[0] == "(", scalars[1] == "?",
              let close = scalars.firstIndex(of: ")"), close > 2 else { return }
        let flags = scalars[2..<close]
        guard flags.allSatisfy({ "ims".unicodeScalars.contains($0) }) else { return }
        for flag in flags {
            switch flag {
            case "i": options.caseInsensitive = true
            case "m": options.anchorsMatchLines = true
            default: options.dotMatchesLineSeparators = true
            }
        }
        scalars.removeFirst(close + 1)
    }
}
