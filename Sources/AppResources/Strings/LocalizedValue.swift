#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// What one key holds in one language of one table, before a count and arguments are applied.
/// The shapes of string catalogs (`stringUnit`, `variations.plural`, `variations.device`,
/// `substitutions`) and of `.stringsdict` (`NSStringLocalizedFormatKey` with `%#@name@`
/// variables) both map onto it.
struct LocalizedValue: Sendable {
    /// The plain value (`stringUnit.value`, a `.strings` value, a stringsdict format).
    var plain: String?
    /// Plural variations of the whole value, by category.
    var plural: [PluralCategory: String] = [:]
    /// Device variations (`iphone`, `ipad`, `mac`, `other`…), each plain or plural.
    var devices: [String: DeviceVariation] = [:]
    /// `%#@name@` variables: each one's plural forms (and the specifier its number is written with).
    var substitutions: [String: Substitution] = [:]
    /// The file it came from.
    var file: String

    struct DeviceVariation: Sendable {
        var plain: String?
        var plural: [PluralCategory: String] = [:]
    }

    struct Substitution: Sendable {
        /// `formatSpecifier` / `NSStringFormatValueTypeKey`, such as `lld`; used to write the
        /// number where the chosen form contains `%arg`.
        var formatSpecifier: String?
        /// `argNum` (1-based); nil means the variable's own position among the arguments.
        var argumentNumber: Int?
        var plural: [PluralCategory: String]
    }

    /// The text for `count` on `device`: a device variation first (then `other`), then the
    /// value's plural forms, then its plain value. Each `%#@name@` variable is then replaced by
    /// its plural form for the number of the argument it stands for — its `argNum`, else its
    /// place among the format's specifiers (Apple, "Stringsdict File Format": a variable takes
    /// the argument in its position) — taken from `argumentCounts`, else `count`.
    func resolve(count: Double?, argumentCounts: [Double?] = [], language: String, device: String) -> String? {
        var text: String?
        if let variation = devices[device] ?? devices["other"] {
            text = Self.choose(variation.plural, count: count, language: language) ?? variation.plain
        }
        if text == nil { text = Self.choose(plural, count: count, language: language) ?? plain }
        guard var result = text else { return nil }
        for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
            let token = "%#@\(name)@"
            guard let range = result.firstRange(of: token) else { continue }
            let position = substitution.argumentNumber ?? (StringFormatter.specifierCount(in: String(result[..<range.lowerBound])) + 1)
            let argumentCount = position >= 1 && position <= argumentCounts.count ? argumentCounts[position - 1] : nil
            var form = Self.choose(substitution.plural, count: argumentCount ?? count, language: language) ?? ""
            if let specifier = substitution.formatSpecifier {
                let written = substitution.argumentNumber.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
                form = form.replacingEvery("%arg", with: written)
            }
            result = result.replacingEvery(token, with: form)
        }
        return result
    }

    /// The plural form for `count`: `zero` for 0 when given (Apple's stringsdict and string
    /// catalogs use a "zero" form for 0 even in languages whose CLDR rules have none —
    /// unverified), else the CLDR category, else `other`. Without a count, `other`.
    static func choose(_ forms: [PluralCategory: String], count: Double?, language: String) -> String? {
        guard !forms.isEmpty else { return nil }
        guard let count else { return forms[.other] }
        if count == 0, let zero = forms[.zero] { return zero }
        return forms[PluralRules.category(for: count, language: language)] ?? forms[.other]
    }
}
