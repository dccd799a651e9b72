/// The 'OS/2' table's vertical metrics and weight (OpenType spec, OS/2 versions 0–5).
public struct OS2Table: Sendable, Equatable {
    public var version: Int
    public var weightClass: Int
    public var fsSelection: UInt16
    public var typoAscender: Int
    public var typoDescender: Int
    public var typoLineGap: Int
    public var winAscent: Int
    public var winDescent: Int
    /// Present from version 2 on.
    public var xHeight: Int?
    /// Present from version 2 on.
    public var capHeight: Int?

    /// fsSelection bit 7: line metrics should come from sTypo* rather than usWin*.
    public var usesTypoMetrics: Bool { fsSelection & 0x80 != 0 }

    init(_ reader: FontDataReader) throws {
        version = Int(try reader.uint16(0))
        weightClass = Int(try reader.uint16(4))
        fsSelection = try reader.uint16(62)
        typoAscender = Int(try reader.int16(68))
        typoDescender = Int(try reader.int16(70))
        typoLineGap = Int(try reader.int16(72))
        winAscent = Int(try reader.uint16(74))
        winDescent = Int(try reader.uint16(76))
        if version >= 2 {
            xHeight = Int(try reader.int16(86))
            capHeight = Int(try reader.int16(88))
        }
    }
}
