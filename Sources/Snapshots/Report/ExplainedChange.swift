import Explain
import LayoutEngine

/// The *why* of a changed scenario in the explanation's sentences: both recorded traces told
/// step by step (`TraceStory`), and the first step whose proposal or answer differs, before and
/// after.
public struct ExplainedChange: Hashable, Sendable {
    /// 1-based number of the first differing step.
    public var step: Int
    /// The step as the recorded layout tells it, or nil when the recorded story ended earlier.
    public var before: String?
    /// The step as the current layout tells it, or nil when the current story ended earlier.
    public var after: String?

    /// Nil when the two stories agree, or when either side has no trace (a version 2 snapshot
    /// does not record it: there is no recorded story to compare with).
    public init?(before: LayoutSnapshot, after: LayoutSnapshot) {
        guard !before.trace.isEmpty, !after.trace.isEmpty else { return nil }
        let old = Self.story(before), new = Self.story(after)
        guard let index = new.firstDifference(from: old) else { return nil }
        step = index + 1
        self.before = index < old.steps.count ? old.steps[index].sentence : nil
        self.after = index < new.steps.count ? new.steps[index].sentence : nil
    }

    static func story(_ snapshot: LayoutSnapshot) -> Explanation {
        var names: [String: String] = [:]
        for view in snapshot.views { names[view.path] = view.label }
        let entries = snapshot.trace.map { step in
            TraceEntry(path: step.path, proposal: step.proposal, response: step.response,
                       reason: TraceReason(rawValue: step.reason) ?? .sizing, depth: step.depth, cached: false)
        }
        return TraceStory.explain(entries, names: names)
    }
}
