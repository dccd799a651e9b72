/// Reads an entropy-coded JPEG segment bit by bit, most significant bit first (T.81 §F.2.2.5):
/// a 0xFF data byte is stored as FF 00 and read as FF; any other marker ends the data, after
/// which every bit reads as 0 (as libjpeg pads a truncated scan); once one of those padding
/// bits has been read, `exhausted` is set.
struct JPEGBitReader {
    private let bytes: [UInt8]
    /// The next byte to read.
    private(set) var position: Int
    private let end: Int
    private var buffer: UInt32 = 0
    private var available = 0
    /// True once a marker (or the end of the file) stopped the data.
    private(set) var reachedMarker = false
    /// Data bits (not padding) in `buffer`.
    private var dataBits = 0
    /// True once a bit past the end of the data has been read: libjpeg's "insufficient data",
    /// after which the rest of the scan (or restart interval) is left as it is.
    private(set) var exhausted = false

    init(_ bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.position = start
        self.end = bytes.count
    }

    private mutating func refill() {
        while available <= 24 {
            var byte: UInt8 = 0
            if !reachedMarker, position < end {
                byte = bytes[position]
                if byte == 0xFF {
                    let next = position + 1 < end ? bytes[position + 1] : 0xD9
                    if next == 0x00 {
                        position += 2
                    } else {
                        reachedMarker = true
                        byte = 0
                    }
                } else {
                    position += 1
                }
            } else {
                reachedMarker = true
            }
            if !reachedMarker { dataBits += 8 }
            buffer |= UInt32(byte) << UInt32(24 - available)
            available += 8
        }
    }

    mutating func bit() -> UInt32 {
        if available == 0 { refill() }
        let value = buffer >> 31
        buffer <<= 1
        available -= 1
        consumed(1)
        return value
    }

    /// The next `count` bits (0…16) as an unsigned number.
    mutating func bits(_ count: Int) -> Int32 {
        guard count > 0 else { return 0 }
        if available < count { refill() }
        let value = buffer >> UInt32(32 - count)
        buffer <<= UInt32(count)
        available -= count
        consumed(count)
        return Int32(value)
    }

    private mutating func consumed(_ count: Int) {
        if count > dataBits { exhausted = true }
        dataBits = max(dataBits - count, 0)
    }

    /// `count` bits as a signed value (T.81 F.2.2.1, EXTEND): a leading 0 bit means negative.
    mutating func signed(_ count: Int) -> Int32 {
        guard count > 0 else { return 0 }
        let value = bits(count)
        return value < Int32(1) << Int32(count - 1) ? value - (Int32(1) << Int32(count)) + 1 : value
    }

    /// At a restart interval's end: drops the bits left in the current byte and the RSTn marker
    /// that should follow (T.81 §F.2.1.3.1). A missing marker is tolerated, as libjpeg does: the
    /// data simply continues.
    mutating func restart() {
        buffer = 0
        available = 0
        reachedMarker = false
        dataBits = 0
        exhausted = false
        var scan = position
        while scan < end, bytes[scan] == 0xFF, scan + 1 < end, bytes[scan + 1] == 0xFF { scan += 1 }
        if scan + 1 < end, bytes[scan] == 0xFF, (0xD0...0xD7).contains(bytes[scan + 1]) { position = scan + 2 }
    }
}
