@testable import PixelImages

/// Builds PNG files for the tests from rows the test writes out (filter byte first): the zlib
/// stream holds them in stored blocks (RFC 1951 §3.2.4, so no compressor is involved), every
/// chunk gets its CRC-32.
enum TestPNG {
    static func file(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
                     filteredRows: [UInt8], extraChunks: [(String, [UInt8])] = []) -> [UInt8] {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var png = PNGDecoder.signature
        png += chunk("IHDR", header)
        for (type, data) in extraChunks { png += chunk(type, data) }
        png += chunk("IDAT", storedZlib(filteredRows))
        png += chunk("IEND", [])
        return png
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.checksum(body))
    }

    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let length = min(65535, data.count - start)
            let isFinal = start + length == data.count
            output += [isFinal ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            output += data[start..<(start + length)]
            start += length
        } while start < data.count
        return output + bigEndian(Adler32.checksum(data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bytes(hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }
}
