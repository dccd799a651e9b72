import Snapshots

/// `check --shard INDEX/COUNT`: one of COUNT disjoint parts of the scenarios, so a CI matrix of
/// COUNT jobs checks a very large project in parallel (the CI system is the distributed engine)
/// and `layoutlens merge` joins their reports.
///
/// A fixture file belongs to shard `FNV-1a-64(fixture name) mod COUNT + 1`, where the fixture name
/// is the file's name without `.swift`, the first part of every scenario id and the snapshot
/// folder's name: the split depends on nothing but the name, so it is the same on every machine
/// and run, a file keeps its shard when others are added or removed, and the removed or orphaned
/// snapshots of a fixture are reported by the same shard as its scenarios.
struct Shard: Equatable {
    /// 1-based.
    var index: Int
    var count: Int

    /// `2/4` → shard 2 of 4; nil when not `INDEX/COUNT` with 1 ≤ INDEX ≤ COUNT.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    /// Whether the fixture named `fixtureName` (`seed-001`) is this shard's.
    func owns(fixtureName: String) -> Bool {
        Int(Self.hash(fixtureName) % UInt64(count)) + 1 == index
    }

    /// Whether the scenario `id` (`<fixture name>/<scenario>`) is this shard's.
    func owns(scenarioID id: String) -> Bool {
        owns(fixtureName: String(id.prefix { $0 != "/" }))
    }

    /// FNV-1a, 64 bits (Fowler, Noll and Vo's published parameters): a stable hash, unlike
    /// Swift's `Hasher`, which is seeded per process.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The outcome with only this shard's scenarios, and its exit status decided again from them
    /// as `CheckRunner` decides it (a bad snapshot file, 2, is kept: it is bad input wherever it is).
    func restrict(_ outcome: CheckRunner.Outcome, failOn: FailOn, requireBaseline: Bool) -> CheckRunner.Outcome {
        var outcome = outcome
        outcome.summary.scenarios = outcome.summary.scenarios.filter { owns(scenarioID: $0.id) }
        guard outcome.exitCode != 2 else { return outcome }
        let scenarios = outcome.summary.scenarios
        if requireBaseline && scenarios.contains(where: { $0.status == .added }) {
            outcome.exitCode = 3
        } else {
            outcome.exitCode = scenarios.contains { failOn.includes($0.status) && !$0.recorded } ? 1 : 0
        }
        return outcome
    }
}
