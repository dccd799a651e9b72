/// A token of a `Package.swift`, enough of Swift's lexical grammar to read the manifest's common
/// forms: names, string literals, numbers, punctuation, and `#if` directives.
struct ManifestToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// A string literal's value; `interpolated` when it has `\(…)` (its value is then unknown).
        case string(String, interpolated: Bool)
        case number(String)
        /// One punctuation character; `->`, `...` and the like come as several.
        case punctuation(Character)
        /// `#if`, `#elseif`, `#else`, `#endif` (its condition skipped) or another `#name`.
        case directive(String)
    }

    var kind: Kind
    /// UTF-8 byte offset of the token's first character.
    var offset: Int
    /// True when a line break comes between the previous token and this one: a new statement
    /// may start here.
    var startsLine = false

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool { kind == .punctuation(character) }
}
