import DeterministicRandom

/// A repeatable random sequence (SplitMix64), so a corrupted-font failure can be replayed.
typealias SeededGenerator = SplitMix64
