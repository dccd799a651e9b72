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

    private var keys: [Key?]
    private var values: [Value?]
    private var count = 0
    private var mask: Int

    init(minimumCapacity: Int = 16) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        mask = capacity - 1
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
        while let stored = keys[slot] {
            if stored == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value`, replacing an earlier one for the same key.
    mutating func set(_ value: Value, node: Int, guide: Int = 0, proposal: ProposalBits) {
        let key = Key(node: Int32(truncatingIfNeeded: node), guide: Int32(truncatingIfNeeded: guide), proposal: proposal)
        insert(key, value)
        if count * 2 > keys.count { grow() }
    }

    private mutating func insert(_ key: Key, _ value: Value) {
        var slot = Self.hash(key) & mask
        while let stored = keys[slot] {
            if stored == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) {
            if let key, let value { insert(key, value) }
        }
    }
}
