#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PixelImages

/// Writes 8-bit RGBA PNG files (W3C PNG specification, 3rd edition): signature, IHDR, one IDAT
/// holding a zlib stream (RFC 1950) of the filtered rows, and IEND, each chunk with its CRC-32.
///
/// Rows use the Up filter (each byte minus the byte above), which turns the flat areas and
/// vertical edges of diagrams into runs of zeros; `Zlib` then compresses them. Same pixels,
/// same bytes: no timestamps, no text chunks.
enum PNGWriter {
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", Zlib.compress(filteredRows(width: width, height: height, rgba: rgba)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row behind its filter byte: None for the first row, Up after it (each byte minus the
    /// byte above). A row equal to the one above (found with one `memcmp`) stays all zeros.
    static func filteredRows(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let rowBytes = width * 4
        let filtered = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { output, initialized in
            rgba.withUnsafeBufferPointer { source in
                guard let source = source.baseAddress, let output = output.baseAddress else { return }
                for row in 0..<height {
                    let line = output + row * (rowBytes + 1)
                    let pixels = source + row * rowBytes
                    if row == 0 {
                        line.initialize(to: 0)
                        (line + 1).initialize(from: pixels, count: rowBytes)
                        continue
                    }
                    line.initialize(to: 2)
                    let above = pixels - rowBytes
                    if memcmp(pixels, above, rowBytes) == 0 {
                        (line + 1).initialize(repeating: 0, count: rowBytes)
                    } else {
                        for index in 0..<rowBytes { (line + 1 + index).initialize(to: pixels[index] &- above[index]) }
                    }
                }
            }
            initialized = (rowBytes + 1) * height
        }
        return filtered
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        png.appendBigEndian(CRC32.checksum(typeBytes + data))
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8(value >> 16 & 0xFF)); append(UInt8(value >> 8 & 0xFF)); append(UInt8(value & 0xFF))
    }
}
