/// What a pass placed, written flat as it places: one record per placed view in depth-first
/// source order (a view, then its placed children's subtrees), with the text it draws kept
/// apart. The `PlacedView` tree is built from it only when a caller reads `LayoutResult.root`
/// (`PlacedTree`), so a pass copies no name, path or style per view.
struct PlacedFrames: Sendable {
    struct Record: Sendable {
        /// The node placed (an index into `nodes`).
        var node: Int32
        /// How many placed children follow, each with its subtree.
        var childCount: Int32
        /// The index of its text in `texts`, or −1.
        var text: Int32
        var frame: Rect
        var displayFrame: Rect
        var proposal: ProposedSize
    }

    var records: [Record] = []
    var texts: [PlacedText] = []
    /// The pass's nodes (with any content made while placing), for what a view shows.
    var nodes: [LayoutScene.Node] = []

    /// The views as a tree. Built bottom-up without recursion, so a deeply nested scene needs no
    /// deep stack here (the pass that placed it may have run on a larger one).
    func tree() -> PlacedView? {
        var built: [PlacedView] = []
        for record in records.reversed() {
            let node = nodes[Int(record.node)]
            // The children were built after their parent in this reversed order: the first child
            // is on top of the stack.
            let count = Int(record.childCount)
            var children: [PlacedView] = []
            children.reserveCapacity(count)
            for _ in 0..<count { children.append(built.removeLast()) }
            built.append(PlacedView(
                kind: node.kind, label: node.label, path: node.path, source: node.source, frame: record.frame,
                displayFrame: record.displayFrame, proposal: record.proposal, isMeasured: node.isMeasured, style: node.style,
                text: record.text >= 0 ? texts[Int(record.text)] : nil, content: node.content, effect: node.effect,
                children: children))
        }
        return built.last
    }
}
