/// The 'maxp' table; only the glyph count matters for measuring.
public struct MaximumProfileTable: Sendable, Equatable {
    public var numGlyphs: Int

    init(_ reader: FontDataReader) throws {
        let version = try reader.uint32(0)
        guard version == 0x0000_5000 || version == 0x0001_0000 else {
            throw reader.error(at: 0, "unknown maxp version 0x\(String(version, radix: 16))")
        }
        numGlyphs = Int(try reader.uint16(4))
    }
}
