/// One layout pass over a normalised scene.
///
/// The scene is flattened into an array of nodes (each with its path and environment) so that
/// answers can be memoised by node index. **Memo keys and lifetime:** sizes are cached per
/// `(node index, proposal)`, explicit guide values per `(node index, proposal, guide)`, placements
/// per `(node index, proposal)` and text layouts per `TextLayoutRequest`. A view's answer depends
/// only on its subtree, its environment and the proposal, all fixed for the lifetime of a pass,
/// so no entry ever needs invalidating; a new pass (a new `LayoutPass`) starts empty. This turns
/// the 3^depth probing of nested stacks into work proportional to the distinct proposals.
final class LayoutPass {
    struct Node {
        var primitive: any LayoutPrimitive
        var children: [Int]
        var path: String
        var label: String
        var source: SourceLocation?
        var isMeasured: Bool
        var style: ViewStyle
        var environment: LayoutEnvironment
    }

    struct GuideKey: Hashable {
        var proposal: ProposedSize
        var key: AlignmentKey
    }

    let options: LayoutOptions
    private(set) var nodes: [Node] = []
    private var sizes: [[ProposedSize: Size]] = []
    private var placements: [[ProposedSize: [SubviewPlacement]]] = []
    private var guides: [[GuideKey: Double?]] = []
    private var priorities: [Double?] = []
    private var spacings: [ViewSpacing?] = []
    private var texts: [TextLayoutRequest: TextLayoutResult] = [:]
    private(set) var trace: [TraceEntry] = []
    /// Stacks' decisions, recorded only with `options.recordsTrace` (see `StackDecision`).
    private(set) var stackDecisions: [StackDecision] = []
    private var depth = 0
    /// Frame coordinates that came out NaN or infinite and were replaced by 0 in `place`.
    private(set) var replacedNonFiniteValues = 0
    /// The views being placed around the one `place` is placing now, outermost first.
    private var placing: [PlacedAncestor] = []
    /// What the canvas proposes to the root (the screen minus its safe area on a device):
    /// the "nearest container" of `containerRelativeFrame` when no other container is modelled.
    var canvas: ProposedSize = .unspecified

    init(root: ViewNode, options: LayoutOptions) {
        self.options = options
        let roots = SceneNormalizer.normalize(root)
        let top: ViewNode
        if roots.count == 1 {
            top = roots[0]
        } else {
            // Several views at the top (or none) are laid out in an implicit VStack, as a
            // hosting view does with a body that returns several views.
            top = ViewNode(StackLayout(axis: .vertical), children: roots, label: "VStack")
        }
        _ = flatten(top, prefix: "", environment: LayoutEnvironment())
        sizes = Array(repeating: [:], count: nodes.count)
        placements = Array(repeating: [:], count: nodes.count)
        guides = Array(repeating: [:], count: nodes.count)
        priorities = Array(repeating: nil, count: nodes.count)
        spacings = Array(repeating: nil, count: nodes.count)
    }

    private func flatten(_ node: ViewNode, prefix: String, environment inherited: LayoutEnvironment) -> Int {
        var environment = inherited
        for modifier in node.environmentModifiers { modifier.modifyEnvironment(&environment) }
        let path = prefix + node.kind
        let index = nodes.count
        nodes.append(Node(primitive: node.primitive, children: [], path: path, label: node.label,
                          source: node.source, isMeasured: node.isMeasured, style: node.style,
                          environment: environment))
        var childEnvironment = environment
        node.primitive.modifyEnvironment(&childEnvironment)
        var children: [Int] = []
        children.reserveCapacity(node.children.count)
        for (position, child) in node.children.enumerated() {
            let childPrefix = node.primitive.indexesChildren ? "\(path)[\(position)]/" : "\(path)/"
            children.append(flatten(child, prefix: childPrefix, environment: childEnvironment))
        }
        nodes[index].children = children
        return index
    }

    func subviews(of index: Int) -> LayoutSubviews {
        LayoutSubviews(pass: self, indices_: nodes[index].children)
    }

    func context(of index: Int) -> LayoutContext {
        LayoutContext(pass: self, index: index, environment: nodes[index].environment)
    }

    /// Makes `content` the children of node `index` (a `LayoutTimeContent` being placed).
    private func adopt(_ content: [ViewNode], under index: Int) {
        let first = nodes.count
        var environment = nodes[index].environment
        nodes[index].primitive.modifyEnvironment(&environment)
        let prefix = nodes[index].primitive.indexesChildren ? nil : "\(nodes[index].path)/"
        let normalized = content.flatMap { SceneNormalizer.normalize($0) }
        let children = normalized.enumerated().map { position, child in
            flatten(child, prefix: prefix ?? "\(nodes[index].path)[\(position)]/", environment: environment)
        }
        nodes[index].children = children
        placements[index] = [:]
        guides[index] = [:]
        let added = nodes.count - first
        sizes += Array(repeating: [:], count: added)
        placements += Array(repeating: [:], count: added)
        guides += Array(repeating: [:], count: added)
        priorities += Array(repeating: nil, count: added)
        spacings += Array(repeating: nil, count: added)
    }

    // MARK: Sizing

    func size(of index: Int, _ proposal: ProposedSize, reason: TraceReason) -> Size {
        if let cached = sizes[index][proposal] {
            if options.recordsTrace {
                trace.append(TraceEntry(path: nodes[index].path, proposal: proposal, response: cached,
                                        reason: reason, depth: depth, cached: true))
            }
            return cached
        }
        var slot = -1
        if options.recordsTrace {
            slot = trace.count
            trace.append(TraceEntry(path: nodes[index].path, proposal: proposal, response: .zero,
                                    reason: reason, depth: depth, cached: false))
        }
        depth += 1
        let raw = nodes[index].primitive.sizeThatFits(proposal, subviews: subviews(of: index), context: context(of: index))
        depth -= 1
        let result = Size(width: Self.sanitized(raw.width), height: Self.sanitized(raw.height))
        sizes[index][proposal] = result
        if slot >= 0 { trace[slot].response = result }
        return result
    }

    private func finite(_ value: Double) -> Double {
        if value.isFinite { return value }
        replacedNonFiniteValues += 1
        return 0
    }

    /// Sizes are never NaN or negative, whatever a primitive computes.
    private static func sanitized(_ value: Double) -> Double {
        value.isNaN ? 0 : max(value, 0)
    }

    func dimensions(of index: Int, _ proposal: ProposedSize, reason: TraceReason = .alignment) -> ViewDimensions {
        let size = size(of: index, proposal, reason: reason)
        return ViewDimensions(size: size) { [unowned self] key in
            self.explicitAlignment(of: index, key, proposal: proposal, size: size)
        }
    }

    func explicitAlignment(of index: Int, _ key: AlignmentKey, proposal: ProposedSize, size: Size) -> Double? {
        let guideKey = GuideKey(proposal: proposal, key: key)
        if let cached = guides[index][guideKey] { return cached }
        let value = nodes[index].primitive.explicitAlignment(
            key, in: size, proposal: proposal, subviews: subviews(of: index), context: context(of: index))
        guides[index][guideKey] = .some(value)
        return value
    }

    func placementsOf(_ index: Int, size: Size, proposal: ProposedSize) -> [SubviewPlacement] {
        if let cached = placements[index][proposal] { return cached }
        let result = nodes[index].primitive.placeSubviews(
            in: size, proposal: proposal, subviews: subviews(of: index), context: context(of: index))
        placements[index][proposal] = result
        return result
    }

    func priority(of index: Int) -> Double {
        if let cached = priorities[index] { return cached }
        let value = nodes[index].primitive.layoutPriority(subviews: subviews(of: index))
        priorities[index] = value
        return value
    }

    func spacing(of index: Int) -> ViewSpacing {
        if let cached = spacings[index] { return cached }
        let value = nodes[index].primitive.spacing(subviews: subviews(of: index), context: context(of: index))
        spacings[index] = value
        return value
    }

    func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
        if let cached = texts[request] { return cached }
        let result = options.textMeasurer.layoutText(request)
        texts[request] = result
        return result
    }

    /// Keeps a stack's account of a placement; callers only build one when tracing.
    func record(_ decision: StackDecision) {
        stackDecisions.append(decision)
    }

    /// The narrative of a traced pass: the stacks' decisions and the descriptive names of the
    /// primitives that have one.
    func narrative() -> LayoutNarrative {
        var names: [String: String] = [:]
        for node in nodes {
            if let named = node.primitive as? NarratedPrimitive { names[node.path] = named.narrationName }
        }
        return LayoutNarrative(stacks: stackDecisions, names: names)
    }

    // MARK: Placement

    /// Places node `index` with its top-leading corner at `origin` (canvas coordinates).
    func place(_ index: Int, at origin: Point, proposal: ProposedSize, grid: PixelGrid) -> PlacedView {
        let size = size(of: index, proposal, reason: .placement)
        // The end of the pass: no frame leaves it NaN or infinite, whatever a primitive computed
        // (sizes may be infinite while probing flexibility, never once placed).
        let frame = Rect(x: finite(origin.x), y: finite(origin.y), width: finite(size.width), height: finite(size.height))
        if let dynamic = nodes[index].primitive as? LayoutTimeContent {
            adopt(dynamic.content(placedIn: frame, ancestors: placing, context: context(of: index)), under: index)
        }
        let node = nodes[index]
        placing.append(PlacedAncestor(primitive: node.primitive, frame: frame))
        defer { placing.removeLast() }
        let childPlacements = node.children.isEmpty ? [] : placementsOf(index, size: size, proposal: proposal)
        var children: [PlacedView] = []
        children.reserveCapacity(node.children.count)
        for (child, placement) in zip(node.children, childPlacements) where placement.isShown {
            children.append(place(child, at: origin + placement.origin, proposal: placement.proposal, grid: grid))
        }
        let leaf = node.primitive as? DrawableLeaf
        return PlacedView(
            kind: node.primitive.kind, label: node.label, path: node.path, source: node.source,
            frame: frame, displayFrame: grid.round(frame), proposal: proposal, isMeasured: node.isMeasured,
            style: node.style,
            text: leaf?.placedText(in: size, proposal: proposal, context: context(of: index)),
            content: leaf?.placedContent() ?? .none, effect: (node.primitive as? RenderEffectProviding)?.renderEffect,
            children: children)
    }
}
