/// The text a localized key shows, and where it came from.
public struct LocalizedString: Sendable, Hashable {
    /// The value with its plural form chosen (and, from `formatted`, its arguments filled).
    public var text: String
    public var origin: Origin
    /// Specifiers left without an argument (only from `ResourceBundle.formatted`).
    public var missingArguments: [StringFormatter.MissingArgument] = []

    public enum Origin: Sendable, Hashable {
        /// Found in `file` for `language`.
        case table(file: String, language: String)
        /// A string catalog lists the key with no value for this language or the development
        /// language, or the table's catalog does not list the key yet (Xcode adds it on the next
        /// build): the key is the source text, which is what Xcode intends (no warning).
        case keyIsSourceText
        /// No table has the key: SwiftUI shows the key (the caller warns, `localizedKeyShown`).
        case missing
    }
}
