/// A bounds-checked big-endian view of one region (usually one table) of a font file.
///
/// Offsets passed to the read methods are relative to the start of the region; every read checks
/// that it stays inside the region and throws a `FontError` naming the table and the absolute
/// offset otherwise. Nothing here can read outside the byte array.
struct FontDataReader {
    let bytes: [UInt8]
    /// Tag used in error messages.
    let table: String
    /// Absolute offset of the region's first byte.
    let start: Int
    /// Number of bytes in the region.
    let count: Int

    init(bytes: [UInt8], table: String, start: Int = 0, count: Int? = nil) throws {
        let available = bytes.count - start
        let length = count ?? available
        guard start >= 0, length >= 0, start <= bytes.count, length <= available else {
            throw FontError(table: table, offset: start,
                            reason: "the table claims \(length) bytes, but the file has only \(max(0, available)) bytes from here")
        }
        self.bytes = bytes
        self.table = table
        self.start = start
        self.count = length
    }

    func error(at offset: Int, _ reason: String) -> FontError {
        FontError(table: table, offset: start + offset, reason: reason)
    }

    /// Throws unless `length` bytes starting at `offset` lie inside the region.
    func require(_ offset: Int, _ length: Int) throws {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error(at: max(0, offset),
                        "needs \(length) bytes, but the table ends \(max(0, count - max(0, offset))) bytes from here")
        }
    }

    func uint8(_ offset: Int) throws -> UInt8 {
        try require(offset, 1)
        return bytes[start + offset]
    }

    func uint16(_ offset: Int) throws -> UInt16 {
        try require(offset, 2)
        let at = start + offset
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func int16(_ offset: Int) throws -> Int16 {
        Int16(bitPattern: try uint16(offset))
    }

    func uint32(_ offset: Int) throws -> UInt32 {
        try require(offset, 4)
        let at = start + offset
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// A 16.16 fixed-point number.
    func fixed(_ offset: Int) throws -> Double {
        Double(Int32(bitPattern: try uint32(offset))) / 65536
    }

    /// A four-character tag, with non-printable bytes shown as "?".
    func tag(_ offset: Int) throws -> String {
        try require(offset, 4)
        let scalars = (0..<4).map { index -> Character in
            let byte = bytes[start + offset + index]
            return (0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
        }
        return String(scalars)
    }

    func slice(_ offset: Int, _ length: Int) throws -> ArraySlice<UInt8> {
        try require(offset, length)
        return bytes[(start + offset)..<(start + offset + length)]
    }

    /// A reader for the sub-structure at `offset`, extending to the end of this region.
    func subReader(at offset: Int) throws -> FontDataReader {
        guard offset >= 0, offset <= count else {
            throw error(at: max(0, offset), "offset \(offset) points past the end of the table (\(count) bytes)")
        }
        return try FontDataReader(bytes: bytes, table: table, start: start + offset, count: count - offset)
    }

    /// Throws unless `elementCount` records of `elementSize` bytes starting at `offset` fit in the region.
    /// Checking the whole array once bounds the work a huge count can cause before any loop runs.
    func requireArray(_ offset: Int, count elementCount: Int, size elementSize: Int) throws {
        let (total, overflow) = elementCount.multipliedReportingOverflow(by: elementSize)
        guard !overflow else { throw error(at: offset, "an array of \(elementCount) records overflows") }
        guard offset >= 0, total <= count - min(count, offset), offset <= count else {
            throw error(at: max(0, offset),
                        "an array of \(elementCount) records of \(elementSize) bytes does not fit in the table")
        }
    }
}
