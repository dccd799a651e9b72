/// What a pass learns of a scene's nodes that depends neither on a proposal nor on the pass:
/// each node's layout priority and spacing, and each stack's distances between its children
/// (`LayoutPass.stackDistances`, at the stack's first child's id). When every primitive is one of
/// the engine's own (`LayoutScene.keepsSceneAnswers`) they follow from the scene alone (its
/// primitives and environments), so the scene keeps them from one pass to the next.
struct SceneAnswers: Sendable {
    var priorities: [Double?]
    var spacings: [ViewSpacing?]
    var distances: [StackDistances?]

    /// Nothing known yet for `count` nodes.
    init(count: Int) {
        priorities = Array(repeating: nil, count: count)
        spacings = Array(repeating: nil, count: count)
        distances = Array(repeating: nil, count: count)
    }

    /// How many nodes the answers are for.
    var count: Int { priorities.count }

    /// Only the first `count` nodes' answers (the scene's own, without content made while placing).
    mutating func keepFirst(_ count: Int) {
        guard self.count > count else { return }
        priorities.removeSubrange(count...)
        spacings.removeSubrange(count...)
        distances.removeSubrange(count...)
    }
}

/// The distances between the children of one stack (`LayoutPass.stackDistances`), with the axis
/// and spacing they were computed for.
struct StackDistances: Sendable {
    var axis: Axis
    var spacing: Double?
    var values: [Double]
}
