import LayoutEngine

/// How one scenario's layout compares with its recorded snapshot.
public struct ScenarioComparison: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Same frames (within the tolerance).
        case unchanged
        /// Some view moved, resized, appeared or disappeared.
        case changed
        /// No snapshot was recorded for the scenario.
        case added
        /// Same frames, but the snapshot was recorded under another name: the preview moved or
        /// was renamed (`CheckedScenario.renamedFrom`). A renamed scenario whose frames also
        /// changed is `changed`.
        case renamed
        /// A snapshot exists, its fixture file too, but the file no longer has the scenario.
        case removed
        /// A snapshot exists whose fixture file is gone.
        case orphaned
    }

    public var status: Status
    public var changes: [ViewChange]
    public var addedViews: [SnapshotView]
    public var removedViews: [SnapshotView]
    /// The first proposal or response that differs between the two traces: the *why*.
    public var why: String?

    /// Compares `after` with `before`, matching views by path. Frames differing by no more than
    /// `tolerance` points on every edge count as unchanged (exact by default).
    public init(before: LayoutSnapshot, after: LayoutSnapshot, tolerance: Double = 0) {
        var beforeByPath: [String: SnapshotView] = [:]
        for view in before.views { beforeByPath[view.path] = view }
        var afterPaths = Set<String>()
        var changes: [ViewChange] = []
        var added: [SnapshotView] = []
        let words = ViewWords(after)
        for view in after.views {
            afterPaths.insert(view.path)
            guard let old = beforeByPath[view.path] else { added.append(view); continue }
            var change = ViewChange(path: view.path, label: view.label, before: old.frame, after: view.frame, scale: after.scale)
            // Written as "not within" so that a NaN (never read from a snapshot, but possible in
            // values built in memory) counts as a change, never as equal.
            if !(change.magnitude <= tolerance) {
                change.words = words.describe(view.path)
                change.location = view.source?.location
                changes.append(change)
            }
        }
        let removed = before.views.filter { !afterPaths.contains($0.path) }
        self.changes = changes
        self.addedViews = added
        self.removedViews = removed
        let differs = !changes.isEmpty || !added.isEmpty || !removed.isEmpty
        self.status = differs ? .changed : .unchanged
        // In words from the views; else, when both sides have a trace (a version 1 snapshot),
        // the first step that differs, its views named in words.
        let oldWords = ViewWords(before)
        let traced = !before.trace.isEmpty && !after.trace.isEmpty
        self.why = !differs ? nil : ChangeCause.explain(before: before, after: after)
            ?? (!traced ? ChangeCause.outermost(changes, in: after, words: words) : TraceDifference.explain(before: before.trace, after: after.trace,
                                       name: { path in after.view(at: path) != nil ? words.describe(path) : oldWords.describe(path) }))
    }

    public init(status: Status) {
        self.status = status
        self.changes = []
        self.addedViews = []
        self.removedViews = []
        self.why = nil
    }

    /// The change with the largest delta, if any.
    public var largestChange: ViewChange? { changes.max { $0.magnitude < $1.magnitude } }
}
