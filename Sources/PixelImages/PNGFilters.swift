/// Undoes PNG's per-row filters (W3C PNG specification, §9.2): None, Sub, Up, Average and Paeth,
/// each reconstructed byte the filtered byte plus a prediction from the byte to the left (one
/// pixel back), the byte above and the byte above-left, modulo 256. Bytes before the row's start
/// and the row above the first count as zero.
enum PNGFilters {
    /// The rows of one (reduced) image without their filter bytes.
    static func unfilter(_ filtered: ArraySlice<UInt8>, rowBytes: Int, stride: Int) throws -> [UInt8] {
        let rows = filtered.count / (rowBytes + 1)
        var output = [UInt8](repeating: 0, count: rows * rowBytes)
        var source = filtered.startIndex
        for row in 0..<rows {
            let filter = filtered[source]
            source += 1
            let start = row * rowBytes
            let above = start - rowBytes
            switch filter {
            case 0:
                for i in 0..<rowBytes { output[start + i] = filtered[source + i] }
            case 1:
                for i in 0..<rowBytes {
                    output[start + i] = filtered[source + i] &+ (i >= stride ? output[start + i - stride] : 0)
                }
            case 2:
                for i in 0..<rowBytes { output[start + i] = filtered[source + i] &+ (row > 0 ? output[above + i] : 0) }
            case 3:
                for i in 0..<rowBytes {
                    let left = i >= stride ? Int(output[start + i - stride]) : 0
                    let up = row > 0 ? Int(output[above + i]) : 0
                    output[start + i] = filtered[source + i] &+ UInt8((left + up) / 2)
                }
            case 4:
                for i in 0..<rowBytes {
                    let left = i >= stride ? Int(output[start + i - stride]) : 0
                    let up = row > 0 ? Int(output[above + i]) : 0
                    let upperLeft = row > 0 && i >= stride ? Int(output[above + i - stride]) : 0
                    output[start + i] = filtered[source + i] &+ paeth(left, up, upperLeft)
                }
            default:
                throw ImageDecodingError("PNG", "row \(row) has filter type \(filter) (0 to 4 exist)")
            }
            source += rowBytes
        }
        return output
    }

    /// The Paeth predictor (§9.4): whichever of left, above and upper-left is closest to
    /// left + above − upper-left, ties in that order.
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> UInt8 {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb, pa <= pc { return UInt8(a) }
        return pb <= pc ? UInt8(b) : UInt8(c)
    }
}
