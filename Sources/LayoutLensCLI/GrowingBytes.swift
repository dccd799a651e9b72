/// Bytes written one after another at the end of a single buffer that grows by doubling, through
/// a pointer: room for a piece is made once (`reserve`), then the piece is stored byte by byte or
/// copied whole, with no capacity or uniqueness check per byte as `Array.append` makes.
///
/// For writers of large texts in many small pieces (the frames JSON: a key, a line break and its
/// indentation, a number, about 20 pieces per placed view). A class so the buffer is freed once,
/// when the writer lets it go; not shared between threads.
final class GrowingBytes {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written, as an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Where the next `length` bytes go: the buffer then has room for them. Store them and
    /// `commit` how many were stored.
    func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if count + length > capacity { grow(toHold: count + length) }
        return start + count
    }

    /// Counts the bytes stored since `reserve` up to `end` (one past the last stored).
    func commit(upTo end: UnsafeMutablePointer<UInt8>) {
        count = end - start
    }

    func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }
}
