import Testing

/// `LocalizedStringResource`'s properties (Apple docs, "LocalizedStringResource": `key`,
/// `defaultValue`, `table: String?`, `locale`) read back what it was made with; `locale` defaults
/// to `Locale.current` (the initializers' `locale: Locale = .current`), the preview's `en_US`;
/// `String(localized:)` of it is its text.
@Suite struct LocalizedStringResourceMembersTests {
    @Test func aResourceReadsBackItsKeyDefaultValueAndTable() throws {
        let texts = try textsOfPreview(declarations: """
        let greeting = LocalizedStringResource("greeting.title", defaultValue: "Hello there", table: "Onboarding")
        """, """
        Text(greeting.key)
        Text(String(localized: greeting.defaultValue))
        Text(greeting.table ?? "no table")
        Text(String(localized: greeting))
        """)
        // A module without string tables shows the default value (`String(localized:)`'s rule).
        #expect(texts == ["greeting.title", "Hello there", "Onboarding", "Hello there"])
    }

    @Test func aResourceMadeFromAKeyAloneHasNoTableAndTheCurrentLocale() throws {
        let texts = try textsOfPreview(declarations: """
        let plain = LocalizedStringResource("Settings")
        """, """
        Text(plain.key)
        Text(String(localized: plain.defaultValue))
        Text(plain.table ?? "no table")
        Text(plain.locale.identifier)
        """)
        #expect(texts == ["Settings", "Settings", "no table", "en_US"])
    }
}
