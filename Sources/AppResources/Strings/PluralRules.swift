/// Cardinal plural categories for a number in a language, transcribed from CLDR's
/// `common/supplemental/plurals.xml` (the "Language Plural Rules" chart). Operands as TR35
/// defines them: `i` the integer digits, `v` the number of visible fraction digits (0 for a
/// whole number — a count passed as `Double` is taken to be written without decimals when it
/// is whole), `e` the compact exponent (always 0 here).
///
/// Languages transcribed: en, de, nl, sv, it, ca (one: i = 1 and v = 0); fr (one: i = 0,1;
/// many: i != 0 and i % 1000000 = 0 and v = 0); es (one: n = 1; many as fr); ja, zh, ko, th,
/// vi, id (other only); ru, uk (one/few/many by the last digits); pl (one/few/many). Another
/// language uses the English rule, which `PluralRules.isKnown` reports so the caller can warn.
public enum PluralRules {
    public static func isKnown(_ language: String) -> Bool { rule(for: language) != nil }

    public static func category(for number: Double, language: String) -> PluralCategory {
        guard number.isFinite else { return .other }
        let magnitude = abs(number)
        let isWhole = magnitude.rounded(.towardZero) == magnitude
        let v = isWhole ? 0 : 1
        let i = magnitude < 1e18 ? Int(magnitude.rounded(.towardZero)) : Int.max
        return (rule(for: language) ?? oneForExactlyOne)(magnitude, i, v)
    }

    private typealias Rule = @Sendable (_ n: Double, _ i: Int, _ v: Int) -> PluralCategory

    private static func baseLanguage(_ identifier: String) -> String {
        String(identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    private static func rule(for language: String) -> Rule? {
        switch baseLanguage(language) {
        case "en", "de", "nl", "sv", "it", "ca", "fi", "et", "gl": return oneForExactlyOne
        case "fr": return french
        case "es": return spanish
        case "ja", "zh", "ko", "th", "vi", "id", "ms": return { _, _, _ in .other }
        case "ru", "uk": return eastSlavic
        case "pl": return polish
        default: return nil
        }
    }

    /// one: i = 1 and v = 0.
    private static let oneForExactlyOne: Rule = { _, i, v in i == 1 && v == 0 ? .one : .other }

    /// one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
    private static let french: Rule = { _, i, v in
        if i == 0 || i == 1 { return .one }
        if i != 0, i % 1_000_000 == 0, v == 0 { return .many }
        return .other
    }

    /// one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
    private static let spanish: Rule = { n, i, v in
        if n == 1 { return .one }
        if i != 0, i % 1_000_000 == 0, v == 0 { return .many }
        return .other
    }

    /// one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and
    /// i % 100 != 12..14; many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14).
    private static let eastSlavic: Rule = { _, i, v in
        guard v == 0 else { return .other }
        if i % 10 == 1, i % 100 != 11 { return .one }
        if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
        return .many
    }

    /// one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and
    /// (i != 1 and i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14).
    private static let polish: Rule = { _, i, v in
        guard v == 0 else { return .other }
        if i == 1 { return .one }
        if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
        return .many
    }
}
