import Testing
@testable import FontTables

/// Truncated and hostile font files: the reader must throw a `FontError` that names the table,
/// and never crash or read out of bounds (a crash fails the whole test run).
@Suite struct CorruptFontTests {
    static let inter = BundledFontFiles.interRegular
    static let directory = try! TableDirectory(bytes: inter, fontOffset: 0)

    /// Parses `bytes` in both modes; returns the strict-mode error, or nil when the font parsed.
    /// Any error other than `FontError` is a failure.
    @discardableResult
    static func parse(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> FontError? {
        var strictError: FontError?
        for lenient in [false, true] {
            do {
                _ = try OpenTypeFont(bytes: bytes, skipsBrokenOptionalTables: lenient)
            } catch let error as FontError {
                if !lenient { strictError = error }
                #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
            } catch {
                Issue.record("unexpected error type \(error)", sourceLocation: sourceLocation)
            }
        }
        return strictError
    }

    static func settingUInt16(_ value: UInt16, at offset: Int, in bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        copy[offset] = UInt8(value >> 8)
        copy[offset + 1] = UInt8(value & 0xFF)
        return copy
    }

    static func settingUInt32(_ value: UInt32, at offset: Int, in bytes: [UInt8]) -> [UInt8] {
        settingUInt16(UInt16(value & 0xFFFF), at: offset + 2, in: settingUInt16(UInt16(value >> 16), at: offset, in: bytes))
    }

    static func record(_ tag: String) -> TableRecord { directory.record(tag)! }

    /// Byte offset of table `tag`'s directory entry.
    static func directoryEntry(_ tag: String) -> Int {
        12 + 16 * directory.records.firstIndex { $0.tag == tag }!
    }

    @Test func fileTruncatedAtManyLengthsThrows() {
        let end = Self.directory.records.map { $0.offset + $0.length }.max()!
        let lengths = Array(0..<400) + Array(stride(from: 400, to: end, by: 997)) + [end - 1]
        for length in lengths {
            let error = Self.parse(Array(Self.inter.prefix(length)))
            #expect(error != nil, "truncated to \(length) bytes")
        }
    }

    /// The directory says a table is shorter than its content: each table's own reads must stop.
    @Test(arguments: ["head", "hhea", "maxp", "hmtx", "cmap", "OS/2", "name", "GPOS"])
    func tableTruncatedThrowsNamingTheTable(tag: String) {
        let record = Self.record(tag)
        for length in [0, 1, 3, 5] {
            let bytes = Self.settingUInt32(UInt32(length), at: Self.directoryEntry(tag) + 12, in: Self.inter)
            let error = Self.parse(bytes)
            #expect(error?.table == tag, "'\(tag)' cut to \(length) bytes: \(String(describing: error))")
        }
        // Longer cuts may leave a usable table (maxp is 6 bytes in CFF fonts; a cut cmap falls back
        // to an earlier subtable); they must still never crash.
        for length in stride(from: 6, to: record.length, by: max(1, record.length / 40)) {
            Self.parse(Self.settingUInt32(UInt32(length), at: Self.directoryEntry(tag) + 12, in: Self.inter))
        }
    }

    @Test func tableOffsetPastTheEndThrows() {
        let bytes = Self.settingUInt32(UInt32(Self.inter.count - 2), at: Self.directoryEntry("hmtx") + 8, in: Self.inter)
        let error = Self.parse(bytes)
        #expect(error?.table == "hmtx")
        #expect(error?.description.contains("past the end") == true)
    }

    @Test func hugeCountsThrow() {
        let hhea = Self.record("hhea").offset
        let cmap = Self.record("cmap").offset
        let name = Self.record("name").offset
        let gpos = Self.record("GPOS").offset
        let lookupList = gpos + Int(Self.inter[gpos + 8]) << 8 + Int(Self.inter[gpos + 9])
        let cases: [(String, [UInt8])] = [
            ("sfnt", Self.settingUInt16(0xFFFF, at: 4, in: Self.inter)),  // numTables
            ("hmtx", Self.settingUInt16(0xFFFF, at: hhea + 34, in: Self.inter)),  // numberOfHMetrics
            ("cmap", Self.settingUInt16(0xFFFF, at: cmap + 2, in: Self.inter)),  // subtable count
            ("name", Self.settingUInt16(0xFFFF, at: name + 2, in: Self.inter)),  // record count
            ("GPOS", Self.settingUInt16(0xFFFF, at: lookupList, in: Self.inter)),  // lookup count
        ]
        for (tag, bytes) in cases {
            #expect(Self.parse(bytes)?.table == tag, "huge count in '\(tag)'")
        }
    }

    @Test func hostileOffsetsInGPOSThrow() {
        let gpos = Self.record("GPOS").offset
        for field in [4, 6, 8] {  // ScriptList, FeatureList, LookupList offsets
            #expect(Self.parse(Self.settingUInt16(0xFFFF, at: gpos + field, in: Self.inter))?.table == "GPOS")
        }
    }

    @Test func notAFontThrows() {
        let error = Self.parse(Array("<html>not a font</html>".utf8))
        #expect(error?.table == "sfnt")
        #expect(error?.description.contains("not an OpenType") == true)
    }

    /// Random byte flips in the directory and the parsed tables of Inter, seed fixed for replay.
    @Test func randomByteFlipsInInterNeverCrash() {
        var generator = SeededGenerator(seed: 0x1A7E_0005)
        let regions = Self.directory.records.filter { $0.tag != "CFF " && $0.tag != "GSUB" && $0.tag != "GDEF" }
            .map { $0.offset..<($0.offset + $0.length) } + [0..<(12 + 16 * Self.directory.records.count)]
        for _ in 0..<150 {
            var bytes = Self.inter
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let region = regions.randomElement(using: &generator)!
                bytes[Int.random(in: region, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            Self.parse(bytes)
        }
    }

    /// The small synthetic font: nearly every byte is structure, so flips hit offsets and counts.
    @Test func randomByteFlipsInSyntheticFontNeverCrash() {
        var builder = SyntheticFontTests.builder()
        builder.legacyKerning = [("A", "V", -90)]
        builder.tracking = [(12, 0), (17, -26)]
        builder.usesExtensionLookup = true
        let original = builder.build()
        var generator = SeededGenerator(seed: 42)
        var failures = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if Self.parse(bytes) != nil { failures += 1 }
        }
        #expect(failures > 0)  // the flips did reach structure that the reader rejects
    }
}
