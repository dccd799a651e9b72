import DeterministicRandom

/// The fuzzers' random source: SplitMix64, so the same seed gives the same files on every machine
/// and a disagreement found by the differential test can be reproduced.
public typealias SeededRandom = SplitMix64

extension SplitMix64 {
    /// The generator a fuzzing seed names. The seed is offset by one step, as it always has been,
    /// so seeds quoted in docs and scripts still name the same files.
    public static func fuzzing(seed: UInt64) -> SplitMix64 { SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15) }

    /// True with probability `percent`/100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
