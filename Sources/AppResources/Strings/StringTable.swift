/// One strings table (`Localizable`, or the name given as `tableName:`), all languages: for each
/// language code, each key's value.
struct StringTable: Sendable {
    var name: String
    /// Keyed by language as the file names it (`en`, `de`, `pt-BR`, `Base`).
    var languages: [String: [String: LocalizedValue]] = [:]
    /// Keys a string catalog lists, with or without values: such a key with no value in a
    /// language shows the key itself, as Xcode intends (the key is the source text).
    var catalogKeys: Set<String> = []
    /// Keys added to a string catalog by hand (`"extractionState": "manual"`), not extracted from
    /// code: those Xcode 26 generates `LocalizedStringResource` symbols for.
    var manualKeys: Set<String> = []
    /// The catalog's `sourceLanguage`, when the table came from one.
    var sourceLanguage: String?

    /// Adds entries, keeping an existing key's value: a `.stringsdict` is merged first so its
    /// plural rules win over a `.strings` entry of the same key (unverified precedence).
    mutating func merge(_ entries: [String: LocalizedValue], language: String) {
        languages[language, default: [:]].merge(entries) { existing, _ in existing }
    }
}
