import DeterministicRandom

/// The program generator's random source: SplitMix64, so a seed names one exact set of programs.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}
