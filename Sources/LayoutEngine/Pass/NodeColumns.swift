/// A compiled scene's nodes (`LayoutScene`): the primitives and presentations each an array of
/// their own (other code reads them as arrays), and every plain per-node fact in one
/// `CompiledNode` per node. Compiling appends each node here directly (`LayoutScene.Builder`):
/// three appends a node, each with its own uniqueness and capacity check, where one array per
/// fact made ten.
struct NodeColumns {
    /// What a `PlacedView` of each node shows: kind, path, label, style, content, effect.
    var presentations: [LayoutScene.Presentation] = []
    var primitives: [any LayoutPrimitive] = []
    /// What the pass reads of each node besides its primitive (`CompiledNode`).
    var nodes: [LayoutScene.CompiledNode] = []

    var count: Int { primitives.count }

    mutating func reserveCapacity(_ count: Int) {
        presentations.reserveCapacity(count)
        primitives.reserveCapacity(count)
        nodes.reserveCapacity(count)
    }

    /// Appends one node; its `childRange` and `explicitGuides` are set once its children are
    /// added. The primitive is taken, not copied.
    mutating func append(primitive: consuming any LayoutPrimitive, presentation: LayoutScene.Presentation,
                         node: LayoutScene.CompiledNode) {
        presentations.append(presentation)
        primitives.append(consume primitive)
        nodes.append(node)
    }
}

extension LayoutScene {
    /// What the pass needs to know of one node besides its primitive and children, decided once
    /// when the scene is compiled: plain values, kept together so a node is one append.
    struct CompiledNode: Sendable {
        /// The ids of its children: a contiguous run (set once they are added).
        var childRange: Range<Int> = 0..<0
        /// The node's index in `LayoutScene.environments`.
        var environment: Int
        var shortcut: Shortcut
        /// Its index in `LayoutScene.texts` when its shortcut is `.text`, else −1.
        var textSlot: Int32
        /// Which explicit guides its subtree can report (`.any` until its subtree is added).
        var explicitGuides: ExplicitGuides = .any
        /// Whether it lays out text when placed (`Text`, or a drawable leaf the engine does not
        /// know): then it is asked as a `DrawableLeaf`.
        var drawsText: Bool
        /// What placing it must check for (content made when placed, growth into the safe area).
        var placing: PlacingFlags
        /// What a `.fixedFrame`, `.spacer` or `.padding` is answered from.
        var sizeParameters: SizeParameters
    }
}
