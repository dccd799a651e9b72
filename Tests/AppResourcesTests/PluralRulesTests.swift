import Testing
@testable import AppResources

/// Expected categories are CLDR's own sample values (the `@integer`/`@decimal` lists after each
/// rule in plurals.xml and the "Language Plural Rules" chart).
@Suite("CLDR plural categories")
struct PluralRulesTests {
    @Test("English and German: one is exactly 1 for whole numbers", arguments: ["en", "de", "en-GB", "de_CH"])
    func oneForExactlyOne(language: String) {
        #expect(PluralRules.category(for: 1, language: language) == .one)
        for other in [0.0, 2, 16, 100, 1000] { #expect(PluralRules.category(for: other, language: language) == .other) }
        // 1.5 has a visible fraction digit (v = 1): other.
        #expect(PluralRules.category(for: 1.5, language: language) == .other)
    }

    @Test("French: one is 0 and 1 (i = 0,1), many is a whole multiple of a million")
    func french() {
        #expect(PluralRules.category(for: 0, language: "fr") == .one)
        #expect(PluralRules.category(for: 1, language: "fr") == .one)
        #expect(PluralRules.category(for: 1.5, language: "fr") == .one) // i = 1
        #expect(PluralRules.category(for: 2, language: "fr") == .other)
        #expect(PluralRules.category(for: 1_000_000, language: "fr") == .many)
    }

    @Test("Russian: one 1, 21; few 2–4, 22; many 0, 5–20, 11")
    func russian() {
        for n in [1.0, 21, 101] { #expect(PluralRules.category(for: n, language: "ru") == .one) }
        for n in [2.0, 3, 4, 22, 24] { #expect(PluralRules.category(for: n, language: "ru") == .few) }
        for n in [0.0, 5, 11, 12, 14, 20, 100] { #expect(PluralRules.category(for: n, language: "ru") == .many) }
    }

    @Test("Japanese has only other; unknown languages are reported as unknown")
    func otherOnly() {
        #expect(PluralRules.category(for: 1, language: "ja") == .other)
        #expect(!PluralRules.isKnown("tlh"))
        #expect(PluralRules.isKnown("fr-CA"))
    }

    @Test("Plural forms in a language without transcribed rules are a warning at load")
    func unknownLanguageWarning() throws {
        let box = try Sandbox()
        try box.write("Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { "%lld cats" : { "localizations" : { "cy" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld gath" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cath" } } } } } } } }, "version" : "1.0" }"#)
        let (_, diagnostics) = ResourceBundle.load(paths: [box.path("Localizable.xcstrings")])
        #expect(diagnostics.map(\.id) == ["unknownPluralRules"])
        #expect(diagnostics.first?.text.contains("'cy'") == true)
    }
}
