/// DEFLATE's bit order (RFC 1951 §3.1.1): bits are taken from the least significant end of each
/// byte, multi-bit values least significant bit first.
///
/// Past the end of the input the reader supplies zero bits, so a lookup may peek ahead freely;
/// `isPastEnd` says whether any of them were consumed, which the inflater checks after each
/// symbol so a truncated stream is an error, never a read out of bounds.
struct InflateBitReader {
    private let input: [UInt8]
    /// The next byte to load into `buffer`.
    private var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ input: [UInt8], start: Int) {
        self.input = input
        position = start
    }

    /// More bits consumed than the input holds.
    var isPastEnd: Bool { position * 8 - count > input.count * 8 }

    @inline(__always)
    private mutating func refill() {
        while count <= 56 {
            let byte = position < input.count ? UInt64(input[position]) : 0
            position += 1
            buffer |= byte << UInt64(count)
            count += 8
        }
    }

    /// The next `n` bits (n ≤ 32) without consuming them.
    @inline(__always)
    mutating func peek(_ n: Int) -> UInt32 {
        if count < n { refill() }
        return UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(n)) - 1))
    }

    @inline(__always)
    mutating func drop(_ n: Int) {
        buffer >>= UInt64(n)
        count -= n
    }

    /// The next `n` bits (n ≤ 32) as a number, first bit least significant.
    @inline(__always)
    mutating func bits(_ n: Int) -> Int {
        let value = peek(n)
        drop(n)
        return Int(value)
    }

    /// Skips to the next byte boundary and gives the offset of that byte in the input, emptying
    /// the buffer (for a stored block's bytes and the zlib trailer).
    mutating func alignedByteOffset() -> Int {
        drop(count % 8)
        let offset = position - count / 8
        buffer = 0
        count = 0
        position = offset
        return offset
    }

    /// Continues at byte `offset` of the input (after a stored block's bytes were copied).
    mutating func seek(to offset: Int) {
        buffer = 0
        count = 0
        position = offset
    }
}
