/// What a pass learns of a scene's nodes that depends neither on a proposal nor on the pass:
/// each node's layout priority and spacing, and each stack's distances between its children
/// (`LayoutPass.stackDistances`, at the stack's first child's id). When every primitive is one of
/// the engine's own (`LayoutScene.keepsSceneAnswers`) they follow from the scene alone (its
/// primitives and environments), so the scene keeps them from one pass to the next.
struct SceneAnswers: Sendable {
    var priorities: [Double?]
    var spacings: [ViewSpacing?]
    /// Per node, the index in `distanceValues` of the distances between its children's stack
    /// kept at it (−1 for none). Kept apart from the values so the per-node array holds plain
    /// integers: destroying an array of optional `StackDistances` (each with an array) costs a
    /// call per node, one of integers nothing.
    var distanceSlots: [Int32]
    var distanceValues: [StackDistances]

    /// Nothing known yet for `count` nodes.
    init(count: Int) {
        priorities = Array(repeating: nil, count: count)
        spacings = Array(repeating: nil, count: count)
        distanceSlots = Array(repeating: -1, count: count)
        distanceValues = []
    }

    /// How many nodes the answers are for.
    var count: Int { priorities.count }

    /// Only the first `count` nodes' answers (the scene's own, without content made while placing).
    mutating func keepFirst(_ count: Int) {
        guard self.count > count else { return }
        priorities.removeSubrange(count...)
        spacings.removeSubrange(count...)
        distanceSlots.removeSubrange(count...)
        // Only the distances a kept node names stay, so a scene laid out again does not collect
        // the distances of content made while placing.
        var kept: [StackDistances] = []
        for node in distanceSlots.indices where distanceSlots[node] >= 0 {
            kept.append(distanceValues[Int(distanceSlots[node])])
            distanceSlots[node] = Int32(kept.count - 1)
        }
        distanceValues = kept
    }
}

/// The distances between the children of one stack (`LayoutPass.stackDistances`), with the axis
/// and spacing they were computed for.
struct StackDistances: Sendable {
    var axis: Axis
    var spacing: Double?
    var values: [Double]
}
