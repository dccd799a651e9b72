/// A compiled scene's nodes, one array per field (`LayoutScene`): what the pass reads on its hot
/// path is an array of its own, so reading a node's primitive or children copies nothing else of
/// the node. Compiling appends each node's fields here directly (`LayoutScene.Builder`).
struct NodeColumns {
    /// What a `PlacedView` of each node shows: kind, path, label, style, content, effect.
    var presentations: [LayoutScene.Presentation] = []
    var primitives: [any LayoutPrimitive] = []
    /// The ids of each node's children: a contiguous run.
    var childRanges: [Range<Int>] = []
    /// Each node's index in `LayoutScene.environments`.
    var environments: [Int] = []
    var shortcuts: [LayoutScene.Shortcut] = []
    /// Per node, its index in `LayoutScene.texts` when its shortcut is `.text`, else −1.
    var textSlots: [Int32] = []
    /// Per node, what a `.fixedFrame`, `.spacer` or `.padding` is answered from.
    var sizeParameters: [LayoutScene.SizeParameters] = []
    /// Which explicit guides each subtree can report (see `ExplicitGuides`).
    var explicitGuides: [LayoutScene.ExplicitGuides] = []
    /// Whether the node lays out text when placed (`Text`, or a drawable leaf the engine does not
    /// know): then it is asked as a `DrawableLeaf`.
    var drawsText: [Bool] = []
    /// What placing each node must check for (content made when placed, growth into the safe area).
    var placing: [LayoutScene.PlacingFlags] = []

    var count: Int { primitives.count }

    mutating func reserveCapacity(_ count: Int) {
        presentations.reserveCapacity(count)
        primitives.reserveCapacity(count)
        childRanges.reserveCapacity(count)
        environments.reserveCapacity(count)
        shortcuts.reserveCapacity(count)
        textSlots.reserveCapacity(count)
        sizeParameters.reserveCapacity(count)
        explicitGuides.reserveCapacity(count)
        drawsText.reserveCapacity(count)
        placing.reserveCapacity(count)
    }

    /// Appends one node's fields; its `childRanges` and `explicitGuides` are set once its
    /// children are added.
    /// Appends one node's fields. The presentation is taken, not copied (a dozen retains and
    /// releases of its strings and style per node).
    mutating func append(primitive: consuming any LayoutPrimitive, presentation: consuming LayoutScene.Presentation, environment: Int,
                         shortcut: LayoutScene.Shortcut, textSlot: Int32, sizeParameters: LayoutScene.SizeParameters,
                         drawsText: Bool, placing: LayoutScene.PlacingFlags) {
        presentations.append(consume presentation)
        primitives.append(consume primitive)
        childRanges.append(0..<0)
        environments.append(environment)
        shortcuts.append(shortcut)
        textSlots.append(textSlot)
        self.sizeParameters.append(sizeParameters)
        explicitGuides.append(.any)
        self.drawsText.append(drawsText)
        self.placing.append(placing)
    }
}
