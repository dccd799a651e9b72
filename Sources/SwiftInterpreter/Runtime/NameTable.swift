/// A small open-addressed table from names to values, for caches on the hottest lookup paths
/// (every member read and unqualified call looks a name up). Swift's `Hasher` costs a few hundred
/// instructions per `String`; here a name is hashed from its length and three of its bytes, and a
/// hit is confirmed with `==` (which returns at once for the identical strings a syntax tree
/// passes again and again).
struct NameTable<Element> {
    private var names: [String] = []
    private var elements: [Element?] = []
    private var count = 0

    /// The element stored for `name`, or nil when there is none.
    func element(for name: String) -> Element? {
        guard count > 0 else { return nil }
        let mask = names.count - 1
        var index = Self.hash(name) & mask
        while true {
            if names[index].isEmpty { return nil }
            if names[index] == name { return elements[index] }
            index = (index + 1) & mask
        }
    }

    /// Stores `element` for `name` (not empty), replacing what was stored.
    mutating func set(_ element: Element, for name: String) {
        if (count + 1) * 2 > names.count { grow() }
        let mask = names.count - 1
        var index = Self.hash(name) & mask
        while !names[index].isEmpty && names[index] != name { index = (index + 1) & mask }
        if names[index].isEmpty { count += 1 }
        names[index] = name
        elements[index] = element
    }

    /// Empties the table. A small table keeps its storage: caches are emptied whenever a type
    /// changes (registering a library changes types hundreds of times, each followed by a lookup),
    /// and clearing 64 slots costs less than allocating them again.
    mutating func removeAll() {
        guard count > 0 else { return }
        guard names.count <= 64 else {
            self = NameTable()
            return
        }
        for index in names.indices where !names[index].isEmpty {
            names[index] = ""
            elements[index] = nil
        }
        count = 0
    }

    private mutating func grow() {
        let old = self
        let capacity = max(16, names.count * 2)
        names = Array(repeating: "", count: capacity)
        elements = Array(repeating: nil, count: capacity)
        count = 0
        for index in old.names.indices where !old.names[index].isEmpty {
            if let element = old.elements[index] { set(element, for: old.names[index]) }
        }
    }

    /// A cheap hash of a name, equal for equal names however they were made. A name of up to 15
    /// UTF-8 bytes (nearly every name) is normally stored inline in the `String` itself: its two
    /// words hold its bytes (first byte lowest) and, in the top byte, flags and its count, and are
    /// mixed without the flags. The same name stored out of line (left so by a mutation) has the
    /// same two words assembled from its bytes; a longer name is hashed by its length.
    /// (`NameTableTests` checks that names made in different ways hash alike, should the standard
    /// library's layout ever change.)
    @inline(__always)
    static func hash(_ name: String) -> Int {
        let (low, high) = unsafeBitCast(name, to: (UInt64, UInt64).self)
        // Bit 61 of the second word marks a string stored inline ("small").
        if high & (1 << 61) != 0 { return mix(low, high & 0x0FFF_FFFF_FFFF_FFFF) }
        return outOfLineHash(name)
    }

    private static func outOfLineHash(_ name: String) -> Int {
        let count = name.utf8.count
        guard count <= 15 else { return mix(UInt64(count), 0) }
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in name.utf8.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
        return mix(low, high | UInt64(count) << 56)
    }

    @inline(__always)
    private static func mix(_ low: UInt64, _ high: UInt64) -> Int {
        var hash = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 31
        return Int(truncatingIfNeeded: hash)
    }
}
