/// CRC-32 as PNG uses it (ISO 3309 / ITU-T V.42: polynomial 0xEDB88320, reflected, initial and
/// final value all ones; W3C PNG specification, "CRC algorithm").
public enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    public static func checksum<Bytes: Collection>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        update(0, bytes)
    }

    /// The checksum of the bytes before (whose checksum is `crc`) followed by `bytes`.
    /// Contiguous bytes (arrays and their slices, what PNG chunks are) take one non-generic loop
    /// over raw buffers; a generic one called from another module would go through the
    /// collection's witness table for every byte (about 20 instructions a byte more).
    public static func update<Bytes: Collection>(_ crc: UInt32, _ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        if let contiguous = bytes.withContiguousStorageIfAvailable({ update(crc, buffer: $0) }) { return contiguous }
        return Array(bytes).withUnsafeBufferPointer { update(crc, buffer: $0) }
    }

    /// The checksum of the bytes before (whose checksum is `crc`) followed by `buffer`.
    public static func update(_ crc: UInt32, buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            var value = crc ^ 0xFFFF_FFFF
            for byte in buffer { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
            return value ^ 0xFFFF_FFFF
        }
    }
}

/// Adler-32 (RFC 1950 §8.2), the zlib stream's checksum.
public enum Adler32 {
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var index = 0
            let count = buffer.count
            while index < count {
                // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
                let end = min(index + 5552, count)
                while index + 8 <= end {
                    // Zero bytes leave `a` as it is and add it to `b` once each.
                    if index + 32 <= end, zeros32(raw, at: index) {
                        b &+= a &* 32
                        index += 32
                    } else if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0 {
                        b &+= a &* 8
                        index += 8
                    } else {
                        for offset in 0..<8 {
                            a &+= UInt32(base[index + offset])
                            b &+= a
                        }
                        index += 8
                    }
                }
                while index < end {
                    a &+= UInt32(base[index])
                    b &+= a
                    index += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }

    /// Whether the 32 bytes at `offset` are all zero.
    @inline(__always)
    public static func zeros32(_ raw: UnsafeRawPointer, at offset: Int) -> Bool {
        (raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) == 0
    }
}
