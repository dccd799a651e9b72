import Testing
@testable import FontTables

/// Table checksums as the OpenType spec defines them ("Calculating checksums"): the sum, modulo
/// 2^32, of the table's big-endian 32-bit words, the last one padded with zeros, and for 'head'
/// with checkSumAdjustment (bytes 8–11) taken as zero. Every expected value is that arithmetic.
@Suite struct TableChecksumTests {
    func checksum(_ bytes: [UInt8], tag: String = "test", offset: Int = 0, length: Int? = nil) -> UInt32 {
        TableDirectory.checksum(of: bytes, record: TableRecord(tag: tag, checksum: 0, offset: offset,
                                                               length: length ?? bytes.count - offset))
    }

    @Test func wordsAreSummedAndAPartialLastWordIsZeroPadded() {
        // 0x00000001 + 0x00000002 + 0xFF000000 (0xFF padded with three zero bytes).
        #expect(checksum([0, 0, 0, 1, 0, 0, 0, 2, 0xFF]) == 0xFF00_0003)
        // 0x01020300: three bytes padded with one zero byte.
        #expect(checksum([1, 2, 3]) == 0x0102_0300)
        #expect(checksum([]) == 0)
    }

    @Test func theSumWrapsAround() {
        // 0xFFFFFFFF + 0x00000002 = 0x1_00000001, which is 1 modulo 2^32.
        #expect(checksum([0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 2]) == 1)
    }

    @Test func onlyTheRecordsBytesCount() {
        // Offset 2, length 4: the word 0x00000001; the 7s before and the 9 after are other tables'.
        #expect(checksum([7, 7, 0, 0, 0, 1, 9], offset: 2, length: 4) == 1)
    }

    @Test func headsAdjustmentFieldCountsAsZero() {
        // Words 1, 2, (0x09090909 skipped), 3: 1 + 2 + 3.
        #expect(checksum([0, 0, 0, 1, 0, 0, 0, 2, 9, 9, 9, 9, 0, 0, 0, 3], tag: "head") == 6)
        // The same bytes in another table count the third word: 6 + 0x09090909.
        #expect(checksum([0, 0, 0, 1, 0, 0, 0, 2, 9, 9, 9, 9, 0, 0, 0, 3]) == 0x0909_090F)
        // A head cut inside the field: its two bytes there still count as zero: 1 + 2.
        #expect(checksum([0, 0, 0, 1, 0, 0, 0, 2, 9, 9], tag: "head") == 3)
    }
}
