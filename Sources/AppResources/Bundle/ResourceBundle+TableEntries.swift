import Foundation

extension ResourceBundle {
    /// One key of a string table with the text it has in the development language (the key
    /// itself when no language has a value for it).
    public struct TableEntry: Sendable, Equatable {
        public var key: String
        public var value: String
    }

    /// The names of the module's string tables (`Localizable`, `InfoPlist`, …), sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// Every key some language of `table` has (a `.strings`, `.stringsdict` or string catalog
    /// of that name), sorted bytewise, with its development-language text.
    public func entries(ofTable table: String) -> [TableEntry] {
        guard let stringTable = tables[table] else { return [] }
        let keys = Set(stringTable.languages.values.flatMap(\.keys)).union(stringTable.catalogKeys)
        return keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { key in
            TableEntry(key: key, value: format(of: key, in: stringTable) ?? string(key: key, table: table).text)
        }
    }

    /// The key's format in the development language (else `Base`): a `.stringsdict` format's
    /// `%#@name@` variables written as the specifier of the number they take
    /// (`NSStringFormatValueTypeKey` `d` → `%d`), as SwiftGen reads a plural key's arguments.
    private func format(of key: String, in table: StringTable) -> String? {
        guard let value = table.languages[developmentLanguage]?[key] ?? table.languages["Base"]?[key],
              var text = value.plain, !value.substitutions.isEmpty else { return nil }
        for name in value.substitutions.keys.sorted() {
            let specifier = value.substitutions[name]?.formatSpecifier ?? "@"
            text = text.replacingOccurrences(of: "%#@\(name)@", with: "%" + specifier)
        }
        return text
    }
}
