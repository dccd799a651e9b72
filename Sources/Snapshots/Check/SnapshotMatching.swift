/// Pairs the scenarios of a `check` run with recorded snapshots so that a preview that moved or
/// was renamed keeps its baseline ("renamed from …") instead of counting as one scenario
/// removed and one added (docs/ci.md, "Scenario identity").
///
/// The preview's source text (with its title left out, whitespace runs collapsed) recognises the
/// same preview under another name; snapshots recorded before sources were kept fall back to an
/// identical layout.
public struct SnapshotMatching {
    /// For each scenario, the path of the snapshot it is compared with (nil: added).
    var beforePath: [String?]
    /// Every snapshot path some scenario is compared with.
    var claimed: Set<String>

    /// `afters`: each scenario's fresh snapshot; `ownPaths`: where each is recorded;
    /// `snapshots`: every readable snapshot by path; `candidates`: existing snapshot paths a
    /// moved preview may come from, in a stable order.
    static func match(_ afters: [LayoutSnapshot], ownPaths: [String], snapshots: [String: LayoutSnapshot],
                      candidates: [String]) -> SnapshotMatching {
        var beforePath = [String?](repeating: nil, count: afters.count)
        var claimed = Set<String>()
        var unsettled: [Int] = []
        // 1. Its own snapshot records the same preview.
        for (index, after) in afters.enumerated() {
            let path = ownPaths[index]
            if let own = snapshots[path], !claimed.contains(path), samePreview(own, after) {
                beforePath[index] = path
                claimed.insert(path)
            } else {
                unsettled.append(index)
            }
        }
        // 2. Another snapshot nobody holds records it: by source, then (snapshots without a
        //    source) by layout. Its own fixture's snapshots are tried first.
        let pool = candidates + ownPaths
        // Fingerprints once per snapshot, not once per comparison.
        // (None at all when every scenario kept its own snapshot, the usual check.)
        var fingerprints: [String: String] = [:]
        if !unsettled.isEmpty {
            for (path, snapshot) in snapshots where snapshot.source != nil { fingerprints[path] = fingerprint(snapshot) }
        }
        let afterFingerprints = afters.indices.map { index in
            unsettled.isEmpty || afters[index].source == nil ? nil : fingerprint(afters[index])
        }
        for bySource in [true, false] {
            for index in unsettled where beforePath[index] == nil {
                let after = afters[index]
                let folder = SnapshotStore.directory(of: ownPaths[index])
                var seen = Set<String>()
                let ordered = pool.filter { SnapshotStore.directory(of: $0) == folder } + pool
                for path in ordered where path != ownPaths[index] && !claimed.contains(path) && seen.insert(path).inserted {
                    guard let snapshot = snapshots[path] else { continue }
                    let matches = bySource
                        ? (afterFingerprints[index] != nil && fingerprints[path] == afterFingerprints[index])
                        : (snapshot.source == nil && snapshot.hasSameLayout(as: after))
                    if matches {
                        beforePath[index] = path
                        claimed.insert(path)
                        break
                    }
                }
            }
        }
        // 3. Else its own snapshot, compared as usual, when no move took it.
        for index in unsettled where beforePath[index] == nil {
            let path = ownPaths[index]
            if snapshots[path] != nil, !claimed.contains(path) {
                beforePath[index] = path
                claimed.insert(path)
            }
        }
        return SnapshotMatching(beforePath: beforePath, claimed: claimed)
    }

    /// Whether `recorded` is the snapshot of the same preview as `fresh`: the same source (when
    /// both keep it), else the same layout.
    static func samePreview(_ recorded: LayoutSnapshot, _ fresh: LayoutSnapshot) -> Bool {
        if let recordedSource = recorded.source, let freshSource = fresh.source {
            // The fingerprint is a function of the source and the title: equal when both are.
            if recordedSource == freshSource, recorded.scenario == fresh.scenario { return true }
            return fingerprint(recorded) == fingerprint(fresh)
        }
        return recorded.hasSameLayout(as: fresh)
    }

    /// The stale snapshots among `paths` that a current scenario would take over as a moved or
    /// renamed preview (same source fingerprint, its own snapshot not recording that preview):
    /// path → the scenario's id. `prune` keeps them, so pruning before approving a move never
    /// loses a baseline.
    public static func movedAway(_ paths: [String], scenarios: [LaidOutScenario], store: SnapshotStore) -> [String: String] {
        var byFingerprint: [String: LaidOutScenario] = [:]
        for scenario in scenarios where !scenario.source.isEmpty {
            let fresh = LayoutSnapshot(scenario: scenario.name, file: "", proposal: scenario.proposal, scale: 1, views: [], trace: [],
                                       source: scenario.source)
            let own = try? store.read(store.path(forFixture: scenario.fixturePath, slug: scenario.slug))
            if let own, own.source != nil, fingerprint(own) == fingerprint(fresh) { continue }
            byFingerprint[fingerprint(fresh)] = byFingerprint[fingerprint(fresh)] ?? scenario
        }
        var result: [String: String] = [:]
        for path in paths {
            guard let snapshot = try? store.read(path), snapshot.source != nil,
                  let scenario = byFingerprint[fingerprint(snapshot)] else { continue }
            result[path] = scenario.id
        }
        return result
    }

    /// The preview's source without its title (so a renamed preview is recognised), whitespace
    /// runs collapsed to one space (so re-indenting is not a change).
    static func fingerprint(_ snapshot: LayoutSnapshot) -> String {
        var source = snapshot.source ?? ""
        let quotedTitle = "\"" + snapshot.scenario + "\""
        if let range = source.firstRange(of: quotedTitle) { source.removeSubrange(range) }
        return source.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
