/// Ids and file names derived from names: deterministic, safe in XML ids, CSS selectors, URLs
/// and file systems.
public enum DiagramIdentifiers {
    /// Lowercase ASCII letters, digits and single dashes: `HStack 620 (Text)` → `hstack-620-text`.
    /// Letters with diacritics lose them (`é` → `e`); anything else becomes a dash; an empty
    /// result becomes `x`.
    public static func slug(_ text: String) -> String {
        if let ascii = asciiSlug(text) { return ascii }
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            // A decomposed letter (`e` + combining accent) starts with its base letter.
            let ascii = character.unicodeScalars.first.map(folded) ?? ""
            if !ascii.isEmpty {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result += ascii
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "x" : String(result.prefix(80))
    }

    /// `slug` of ASCII text, byte by byte (every view's id is a slug of its path); nil for
    /// other text. In ASCII every character is one byte but CR LF, and both of those become a
    /// dash, so the result is the one `slug` gives.
    private static func asciiSlug(_ text: String) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                if pendingDash && !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(lower)
            } else {
                pendingDash = true
            }
        }
        if result.isEmpty { return "x" }
        return String(decoding: result.prefix(80), as: UTF8.self)
    }

    /// The per-diagram id prefix: `ll-<scenario, at most 24 characters>-<hash>`. The hash of the
    /// exact fixture and scenario names keeps scenarios whose slugs coincide (`A b` and `a-b`,
    /// or equal names in two fixtures) apart; the slug keeps the id readable.
    public static func diagramID(fixture: String, scenario: String) -> String {
        var readable = String(slug(scenario).prefix(24))
        while readable.hasSuffix("-") { readable.removeLast() }
        return "ll-" + readable + "-" + shortHash(fixture + "\u{0}" + scenario)
    }

    /// Unique slugs for `names` in order: the second `a` becomes `a-2`, the third `a-3`; a slug
    /// that is already taken always gets the next free suffix, so the result never repeats and
    /// depends only on the order of `names`. A counter per base slug remembers the next suffix
    /// to try, so n equal names take O(n) steps, not O(n²) (60 000 untitled previews once took
    /// minutes).
    public static func uniqueSlugs(_ names: [String]) -> [String] {
        var slugs = UniqueSlugs()
        return names.map { slugs.next(for: $0) }
    }

    /// Six hex digits of FNV-1a over the UTF-8 bytes: stable across runs and platforms.
    static func shortHash(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash & 0xFF_FFFF, radix: 16)
        return String(repeating: "0", count: 6 - hex.count) + hex
    }

    private static func folded(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "a"..."z", "0"..."9": return String(scalar)
        case "à", "á", "â", "ã", "ä", "å": return "a"
        case "ç": return "c"
        case "è", "é", "ê", "ë": return "e"
        case "ì", "í", "î", "ï": return "i"
        case "ñ": return "n"
        case "ò", "ó", "ô", "õ", "ö", "ø": return "o"
        case "ù", "ú", "û", "ü": return "u"
        case "ý", "ÿ": return "y"
        case "ß": return "ss"
        default: return ""
        }
    }
}
