import LayoutEngine
import Testing

/// Issue 36: `HStack { V(n: n - 1); V(n: n - 1) }` nested 13 deep (8 192 colours) took minutes
/// and gigabytes. The maximum probe offered ∞ to the first child, which answered ∞, and the
/// second was offered ∞ − ∞ = NaN: a proposal the memo cannot key, so every question about a
/// stack asked its whole subtree again, 8× the work per level.
struct NestedStackWorkTests {
    /// Two-child stacks nested `depth` deep around colours (2^depth leaves).
    func nested(_ depth: Int) -> ViewNode {
        depth == 0 ? Color.red.node : HStack { nested(depth - 1); nested(depth - 1) }.node
    }

    @Test func noStackIsOfferedNaN() {
        let result = layout(nested(4), width: 393, height: 759, trace: true)
        #expect(!result.trace.isEmpty)
        #expect(result.trace.allSatisfy { !($0.proposal.width?.isNaN ?? false) && !($0.proposal.height?.isNaN ?? false) })
    }

    @Test func questionsGrowWithTheViewsNotExponentially() {
        // Every node is asked a bounded number of questions per distinct proposal (≤ 4 here: 0,
        // ∞ and its share), each asked by its parent a bounded number of times: doubling the views
        // (one level deeper) at most about doubles the trace. Before, each level multiplied it by 8.
        let smaller = layout(nested(6), width: 393, height: 759, trace: true).trace.count
        let larger = layout(nested(7), width: 393, height: 759, trace: true).trace.count
        #expect(Double(larger) / Double(smaller) < 3, "\(smaller) → \(larger)")
    }
}
