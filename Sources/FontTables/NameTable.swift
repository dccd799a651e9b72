/// The 'name' table: the family, style and full names a user types to pick a font.
public struct NameTable: Sendable, Equatable {
    /// Decoded strings by name ID (1 family, 2 subfamily, 4 full name, 5 version, 6 PostScript name,
    /// 16 typographic family, 17 typographic subfamily…), one per ID, preferring Windows English.
    public private(set) var strings: [Int: String]

    public var familyName: String? { strings[16] ?? strings[1] }
    public var subfamilyName: String? { strings[17] ?? strings[2] }
    public var fullName: String? { strings[4] }
    public var versionString: String? { strings[5] }
    public var postScriptName: String? { strings[6] }

    static let maximumRecords = 4096

    init(_ reader: FontDataReader) throws {
        let count = Int(try reader.uint16(2))
        guard count <= Self.maximumRecords else {
            throw reader.error(at: 2, "the name table claims \(count) records")
        }
        let storageOffset = Int(try reader.uint16(4))
        try reader.requireArray(6, count: count, size: 12)
        var best: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let at = 6 + index * 12
            let platform = try reader.uint16(at)
            let language = try reader.uint16(at + 4)
            let nameID = Int(try reader.uint16(at + 6))
            let length = Int(try reader.uint16(at + 8))
            let offset = Int(try reader.uint16(at + 10))
            let rank: Int
            switch (platform, language) {
            case (3, 0x409): rank = 0
            case (3, _): rank = 1
            case (0, _): rank = 2
            case (1, 0): rank = 3
            default: continue
            }
            if let existing = best[nameID], existing.rank <= rank { continue }
            let raw = try reader.slice(storageOffset + offset, length)
            let text = platform == 1 ? Self.decodeMacRoman(raw) : Self.decodeUTF16BigEndian(raw)
            best[nameID] = (rank, text)
        }
        strings = best.mapValues(\.text)
    }

    static func decodeUTF16BigEndian(_ raw: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = raw.startIndex
        while index + 1 < raw.endIndex {
            units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// ASCII is exact; the upper half of Mac Roman becomes U+FFFD (names are ASCII in practice).
    static func decodeMacRoman(_ raw: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(raw.map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }))
    }
}
