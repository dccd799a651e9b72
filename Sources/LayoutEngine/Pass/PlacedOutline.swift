/// What a list of frames shows of one placed view (`layoutlens frames`): its kind, label, source,
/// frame, displacement and stand-in, and how many placed children follow it — none of its path,
/// placed text, drawing or style beyond the stand-in.
///
/// Visiting a result's outlines (`LayoutResult.forEachOutline`) reads the pass's flat frames
/// directly when nobody has asked for the `PlacedView` tree: building that tree (every view's
/// path, its placed text and content) cost ≈ 0.16 M instructions a file of the whole-app bench,
/// for members `frames` never writes (docs/performance.md, issue 37).
public struct PlacedOutline: Sendable {
    public var kind: String
    public var label: String
    public var source: SourceLocation?
    public var frame: Rect
    public var effect: RenderEffect?
    public var standIn: StandIn?
    /// How many placed children follow this view, each with its subtree, in depth-first order.
    public var childCount: Int

    /// `view`'s outline: the same members its `PlacedView` has.
    init(_ view: PlacedView) {
        kind = view.kind
        label = view.label
        source = view.source
        frame = view.frame
        effect = view.effect
        standIn = view.style.standIn
        childCount = view.children.count
    }

    init(kind: String, label: String, source: SourceLocation?, frame: Rect, effect: RenderEffect?, standIn: StandIn?, childCount: Int) {
        self.kind = kind
        self.label = label
        self.source = source
        self.frame = frame
        self.effect = effect
        self.standIn = standIn
        self.childCount = childCount
    }
}

extension LayoutResult {
    /// Calls `body` with the outline of every placed view, depth first: a view, then each of its
    /// `childCount` children with its subtree. The members are those of `root`'s views; the tree
    /// is not built for this (it is walked when it already is). `body` must not read `root`.
    public func forEachOutline(_ body: (PlacedOutline) -> Void) {
        placed.forEachOutline(body)
    }
}

extension PlacedView {
    /// Calls `body` with the outline of this view and of every view below it, depth first (as
    /// `LayoutResult.forEachOutline`). Walked with a stack of its own, so a deep tree needs no
    /// deep call stack.
    public func forEachOutline(_ body: (PlacedOutline) -> Void) {
        body(PlacedOutline(self))
        var pending: [(children: [PlacedView], next: Int)] = [(children, 0)]
        while !pending.isEmpty {
            let last = pending.count - 1
            let (children, next) = pending[last]
            guard next < children.count else {
                pending.removeLast()
                continue
            }
            pending[last].next = next + 1
            let child = children[next]
            body(PlacedOutline(child))
            if !child.children.isEmpty { pending.append((child.children, 0)) }
        }
    }
}

extension PlacedFrames {
    /// Calls `body` with each record's outline in the records' (depth-first) order, reading each
    /// view in place: the members `LayoutScene.placedView` gives the view.
    func forEachOutline(_ body: (PlacedOutline) -> Void) {
        for record in records {
            LayoutScene.withView(presentations[Int(record.node)], in: viewGroups) { node in
                let primitive = node.pointee.primitive
                let traits = PrimitiveTraits.of(primitive)
                body(PlacedOutline(kind: primitive.kind, label: node.pointee.label, source: node.pointee.source, frame: record.frame,
                                   effect: traits.mayHaveEffect ? (primitive as? RenderEffectProviding)?.renderEffect : nil,
                                   standIn: node.pointee.style.standIn, childCount: Int(record.childCount)))
            }
        }
    }
}
