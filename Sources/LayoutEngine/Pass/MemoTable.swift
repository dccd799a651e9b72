/// One open-addressed hash table for a pass's memo entries, keyed by (node, guide, proposal)
/// with a multiplicative hash: no `Hasher`, no per-node dictionaries.
///
/// `guide` is 0 for sizes and placements, and a guide's id + 1 for alignment guide values
/// (see `LayoutPass.guideID`). Linear probing; the table doubles at half load. Entries are never
/// removed (a pass's answers never go stale, see `LayoutPass`).
struct MemoTable<Value> {
    private struct Key: Equatable {
        var node: Int32
        var guide: Int32
        var proposal: ProposalBits
    }

    private struct Entry {
        var key: Key
        var value: Value
    }

    /// `capacity` entries, `nil` where empty; read and written in place (no copy-on-write check
    /// per access). The pass frees them with `free()`.
    private var entries: UnsafeMutablePointer<Entry?>
    private var capacity: Int
    private var count = 0
    private var mask: Int

    init(minimumCapacity: Int = 16) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        entries = Self.allocate(capacity)
        self.capacity = capacity
        mask = capacity - 1
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Entry?> {
        let entries = UnsafeMutablePointer<Entry?>.allocate(capacity: capacity)
        entries.initialize(repeating: nil, count: capacity)
        return entries
    }

    /// Destroys the entries and frees their memory; the table must not be used afterwards.
    func free() {
        entries.deinitialize(count: capacity)
        entries.deallocate()
    }

    @inline(__always)
    private static func hash(_ key: Key) -> Int {
        var mixed = UInt64(UInt32(bitPattern: key.node)) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= UInt64(UInt32(bitPattern: key.guide)) &* 0xD6E8_FEB8_6659_FD93
        mixed ^= key.proposal.width &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= (key.proposal.height ^ (key.proposal.height >> 29)) &* 0x1656_67B1_9E37_79F9
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    /// The value stored for `node`, `guide` and `proposal`, if any.
    @inline(__always)
    func value(node: Int, guide: Int = 0, proposal: ProposalBits) -> Value? {
        let key = Key(node: Int32(truncatingIfNeeded: node), guide: Int32(truncatingIfNeeded: guide), proposal: proposal)
        var slot = Self.hash(key) & mask
        while let stored = entries[slot]?.key {
            if stored == key { return entries[slot]?.value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value`, replacing an earlier one for the same key.
    mutating func set(_ value: Value, node: Int, guide: Int = 0, proposal: ProposalBits) {
        let key = Key(node: Int32(truncatingIfNeeded: node), guide: Int32(truncatingIfNeeded: guide), proposal: proposal)
        insert(Entry(key: key, value: value))
        if count * 2 > capacity { grow() }
    }

    private mutating func insert(_ entry: Entry) {
        var slot = Self.hash(entry.key) & mask
        while let stored = entries[slot]?.key {
            if stored == entry.key {
                entries[slot] = entry
                return
            }
            slot = (slot + 1) & mask
        }
        entries[slot] = entry
        count += 1
    }

    private mutating func grow() {
        let old = entries, oldCapacity = capacity
        capacity *= 2
        entries = Self.allocate(capacity)
        mask = capacity - 1
        count = 0
        for slot in 0..<oldCapacity {
            if let entry = (old + slot).move() { insert(entry) }
        }
        old.deallocate()
    }
}
