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
            TableEntry(key: key, value: string(key: key, table: table).text)
        }
    }
}
