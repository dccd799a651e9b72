/// The 'head' table: the font's design grid and global flags.
public struct HeadTable: Sendable, Equatable {
    /// Design units per em: 1000 for most CFF fonts, 2048 for SF, 2816 for Inter 3.x.
    public var unitsPerEm: Int
    /// The font revision (16.16 fixed) as the designer set it.
    public var fontRevision: Double
    public var xMin: Int, yMin: Int, xMax: Int, yMax: Int
    public var macStyle: UInt16
    /// 0: 'loca' holds 16-bit offsets (halved); 1: 32-bit offsets.
    public var indexToLocFormat: Int

    init(_ reader: FontDataReader) throws {
        let magic = try reader.uint32(12)
        guard magic == 0x5F0F_3CF5 else {
            throw reader.error(at: 12, "magic number is 0x\(String(magic, radix: 16)), expected 0x5f0f3cf5")
        }
        fontRevision = try reader.fixed(4)
        unitsPerEm = Int(try reader.uint16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw reader.error(at: 18, "unitsPerEm is \(unitsPerEm); the spec allows 16 to 16384")
        }
        xMin = Int(try reader.int16(36))
        yMin = Int(try reader.int16(38))
        xMax = Int(try reader.int16(40))
        yMax = Int(try reader.int16(42))
        macStyle = try reader.uint16(44)
        indexToLocFormat = Int(try reader.int16(50))
    }
}
