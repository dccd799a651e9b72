/// The 8 × 8 inverse DCT of T.81 §A.3.3, computed separably (rows, then columns) in `Double`
/// with the cosine table written out, then level-shifted by 128 and clamped to 0…255.
///
/// This is the textbook definition rather than libjpeg's scaled integer approximation, so
/// pixels can differ from libjpeg's by a unit or two; both are within the accuracy T.81 Annex
/// A allows. Blocks whose AC coefficients are all zero are filled with their DC value directly.
enum JPEGInverseDCT {
    /// cos(kπ/16) for k = 0…8 (cos(π/4) = 1/√2 = 0.70710678…), from which every angle the
    /// transform needs follows by symmetry.
    private static let baseCosines: [Double] = [
        1, 0.98078528040323043, 0.92387953251128674, 0.83146961230254524, 0.70710678118654757,
        0.55557023301960218, 0.38268343236508978, 0.19509032201612825, 0,
    ]

    /// cos(mπ/16) for any whole m.
    private static func cosine(sixteenths m: Int) -> Double {
        var angle = m % 32
        if angle > 16 { angle = 32 - angle }
        return angle > 8 ? -baseCosines[16 - angle] : baseCosines[angle]
    }

    /// cosines[x * 8 + u] = C(u) / 2 × cos((2x + 1)uπ / 16), C(0) = 1/√2, else 1.
    static let cosines: [Double] = (0..<64).map { index in
        let x = index / 8, u = index % 8
        let scale = u == 0 ? baseCosines[4] : 1
        return scale / 2 * cosine(sixteenths: (2 * x + 1) * u)
    }

    /// Writes the block's 64 samples to `output` at `origin`, rows `stride` apart.
    static func transform(_ coefficients: ArraySlice<Int16>, quantisation: [Int32], into output: inout [UInt8], origin: Int, stride: Int) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 128) { scratch in
            let dequantised = UnsafeMutableBufferPointer(rebasing: scratch[0..<64])
            let rows = UnsafeMutableBufferPointer(rebasing: scratch[64..<128])
            var onlyDC = true
            let base = coefficients.startIndex
            for index in 0..<64 {
                let value = Int32(coefficients[base + index]) &* quantisation[index]
                dequantised[index] = Double(value)
                if index > 0, value != 0 { onlyDC = false }
            }
            if onlyDC {
                let sample = clamp(dequantised[0] / 8)
                for y in 0..<8 {
                    for x in 0..<8 { output[origin + y * stride + x] = sample }
                }
                return
            }
            cosines.withUnsafeBufferPointer { c in
                for v in 0..<8 {
                    for x in 0..<8 {
                        var sum = 0.0
                        for u in 0..<8 { sum += c[x * 8 + u] * dequantised[v * 8 + u] }
                        rows[v * 8 + x] = sum
                    }
                }
                for x in 0..<8 {
                    for y in 0..<8 {
                        var sum = 0.0
                        for v in 0..<8 { sum += c[y * 8 + v] * rows[v * 8 + x] }
                        output[origin + y * stride + x] = clamp(sum)
                    }
                }
            }
        }
    }

    private static func clamp(_ value: Double) -> UInt8 {
        let shifted = (value + 128).rounded()
        return shifted <= 0 ? 0 : shifted >= 255 ? 255 : UInt8(shifted)
    }
}
