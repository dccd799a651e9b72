/// Why a font file could not be read.
///
/// Every failure names the table being read and the byte offset (from the start of the file) where
/// the reader found the problem, so a truncated or hostile file gives a message such as
/// `font table 'hmtx' at offset 12345: needs 4 bytes, but the table ends at 12346`.
public struct FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The four-character table tag ("hmtx", "GPOS"…), or "sfnt" for the file header and table directory.
    public var table: String
    /// The absolute byte offset in the file where the problem was found.
    public var offset: Int
    /// What went wrong, in plain words.
    public var reason: String

    public init(table: String, offset: Int, reason: String) {
        self.table = table
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        "font table '\(table)' at offset \(offset): \(reason)"
    }
}

/// A problem that does not stop the font from being used, reported next to the parsed font.
public enum FontWarning: Sendable, Equatable, CustomStringConvertible {
    /// The table's bytes do not add up to the checksum in the table directory.
    case checksumMismatch(table: String, stored: UInt32, computed: UInt32)
    /// An optional table (kerning, tracking, names…) is malformed and was ignored.
    case ignoredTable(FontError)

    public var description: String {
        switch self {
        case let .checksumMismatch(table, stored, computed):
            return "font table '\(table)': checksum \(hex(computed)) does not match the directory's \(hex(stored))"
        case let .ignoredTable(error):
            return "\(error); the table is ignored"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
