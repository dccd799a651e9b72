/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a
/// tiny generator whose whole state is one 64-bit counter. The same seed gives the same sequence
/// on every machine, so a generated test program, a fuzzed file or a user's `Int.random(in:)`
/// can be replayed exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
