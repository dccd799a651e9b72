/// One layout pass over a compiled scene (`LayoutScene`).
///
/// **Memo keys and lifetime:** sizes are cached per `(node id, proposal)`, explicit guide values
/// per `(node id, proposal, guide)` and placements per `(node id, proposal)`, all in open-addressed
/// tables keyed by the proposal's bit patterns (`MemoTable`, `ProposalBits`); text layouts per
/// node and `TextLayoutRequest` (`TextMemo`). A view's answer depends only on its subtree, its environment and the
/// proposal, all fixed for the lifetime of a pass, so no entry ever needs invalidating; a new pass
/// (a new `LayoutPass`) starts empty, except for what it measured of the scene's compiled texts,
/// which the scene keeps for its next pass with an equal measurer and scale
/// (`KeptTextMeasurements`). This turns the 3^depth probing of nested stacks into work
/// proportional to the distinct proposals.
///
/// Answers that follow from a view's kind are given without the memo or the primitive when no
/// trace is recorded (a traced pass shows every question): a `Color` is its proposal
/// (`LayoutScene.Shortcut`), and a subtree without `Text`, `alignmentGuide` or user layouts has
/// no explicit guide, one with only `Text` none but the baselines (`LayoutScene.ExplicitGuides`).
final class LayoutPass {
    let options: LayoutOptions
    let scene: LayoutScene
    /// The scene's arrays, shared with it until a `LayoutTimeContent` adds nodes during the pass.
    @exclusivity(unchecked) private(set) var primitives: [any LayoutPrimitive]
    @exclusivity(unchecked) private var presentations: [LayoutScene.Presentation]
    /// The views the nodes were compiled from (`LayoutScene.viewGroups`, and content made while placing).
    @exclusivity(unchecked) private var viewGroups: LayoutScene.ViewGroups
    /// Each node's children's ids, environment index, shortcut, text slot, guides, flags and
    /// size parameters.
    @exclusivity(unchecked) private(set) var nodes: [LayoutScene.CompiledNode]
    @exclusivity(unchecked) private var environments: [LayoutEnvironment]
    /// `options.textMeasurer` and `options.scale`, kept apart so reading them copies no options.
    let textMeasurer: any TextMeasuring
    let scale: Double
    /// `options.recordsTrace`.
    let recordsTrace: Bool
    @exclusivity(unchecked) private var sizes: MemoTable<Size>
    @exclusivity(unchecked) private var placements: MemoTable<[SubviewPlacement]>
    @exclusivity(unchecked) private var guides: MemoTable<Double?>
    /// The guides seen in this pass; a guide's id is its index here.
    @exclusivity(unchecked) private var guideKeys: [AlignmentKey] = []
    /// The nodes' priorities, spacings and stack distances (`SceneAnswers`), kept by the scene
    /// between passes when they depend on it alone; apart here for the hot path.
    @exclusivity(unchecked) private var priorities: [Double?]
    @exclusivity(unchecked) private var spacings: [ViewSpacing?]
    /// Each stack's distances between its children, which do not depend on the proposal.
    /// At the stack's first child's id (children's runs of different parents never share it);
    /// the axis, spacing and count say which stack over those children they are for.
    @exclusivity(unchecked) private var distanceSlots: [Int32]
    @exclusivity(unchecked) private var distanceValues: [StackDistances]
    @exclusivity(unchecked) private var texts: TextMemo
    /// The compiled `Text` leaves (`LayoutScene.texts`) and what this pass measured of each.
    @exclusivity(unchecked) private var compiledTexts: [LayoutScene.CompiledText]
    /// The line metrics of the font of each environment a compiled text was measured in.
    @exclusivity(unchecked) private var environmentMetrics: PassBuffer<FontLineMetrics?>
    @exclusivity(unchecked) private var measuredTexts: PassBuffer<CompiledTextMemo>
    /// Where `measuredTexts` and `environmentMetrics` came from and go back to: the scene's
    /// measurements from an earlier pass, or new ones (`KeptTextMeasurements`).
    /// `nil` for a scene without compiled texts.
    private let textStore: KeptTextMeasurements?
    private let grid: PixelGrid
    private(set) var trace: [TraceEntry] = []
    /// Stacks' decisions, recorded only with `options.recordsTrace` (see `StackDecision`).
    private(set) var stackDecisions: [StackDecision] = []
    @exclusivity(unchecked) private var depth = 0
    /// Frame coordinates that came out NaN or infinite and were replaced by 0 in `place`.
    private(set) var replacedNonFiniteValues = 0
    /// What `place` has placed, in depth-first order.
    @exclusivity(unchecked) private var placed = PlacedFrames()
    /// The views being placed around the one `place` is placing now, outermost first.
    private var placing: [PlacedAncestor] = []
    /// The safe-area edges an enclosing `ignoresSafeArea` already grew over, while placing its
    /// subtree: a view inside it does not take the same inset again.
    private var safeAreaTaken: EdgeSet = []

    /// The rectangle a `SafeAreaExpanding` node placed at `frame` (global) lays its growing
    /// children out in, and which children grow; nil when it touches no edge whose inset it may
    /// take. Marks the edges taken for the growing children's subtrees.
    private func safeAreaGrowth(of index: Int, frame: Rect) -> (Rect, SafeAreaExpansion.Children)? {
        guard let expansion = (primitives[index] as? SafeAreaExpanding)?.safeAreaExpansion,
              let width = canvas.width, let height = canvas.height else { return nil }
        let grown = expansion.expansion(of: frame, safeArea: Size(width: width, height: height), taken: safeAreaTaken)
        guard grown != EdgeInsets() else { return nil }
        if grown.top > 0 { safeAreaTaken.insert(.top) }
        if grown.leading > 0 { safeAreaTaken.insert(.leading) }
        if grown.bottom > 0 { safeAreaTaken.insert(.bottom) }
        if grown.trailing > 0 { safeAreaTaken.insert(.trailing) }
        return (Rect(x: frame.origin.x - grown.leading, y: frame.origin.y - grown.top,
                     width: frame.size.width + grown.leading + grown.trailing,
                     height: frame.size.height + grown.top + grown.bottom), expansion.children)
    }
    /// Whether any node makes its content when placed (then `placing` is kept).
    private let hasLayoutTimeContent: Bool
    /// What the canvas proposes to the root (the screen minus its safe area on a device):
    /// the "nearest container" of `containerRelativeFrame` when no other container is modelled.
    var canvas: ProposedSize = .unspecified
    /// Whether answers may skip the memo and the primitive (no trace is recorded).
    private let takesShortcuts: Bool

    init(scene: LayoutScene, options: LayoutOptions) {
        self.options = options
        self.scene = scene
        primitives = scene.primitives
        presentations = scene.presentations
        viewGroups = scene.viewGroups
        nodes = scene.nodes
        environments = scene.environments
        hasLayoutTimeContent = scene.hasLayoutTimeContent
        textMeasurer = options.textMeasurer
        scale = options.scale
        recordsTrace = options.recordsTrace
        takesShortcuts = !options.recordsTrace
        // Only asked nodes enter the memo, a few proposals each (an untraced pass); the tables
        // grow as needed.
        sizes = MemoTable(minimumCapacity: options.recordsTrace ? scene.count : scene.askedCount * 2)
        placements = MemoTable(minimumCapacity: options.recordsTrace ? scene.count / 4 : scene.askedCount / 2)
        guides = MemoTable()
        let kept = scene.keepsSceneAnswers ? scene.takeAnswers() : nil
        var answers = kept?.count == scene.count ? kept! : SceneAnswers(count: scene.count)
        priorities = []
        spacings = []
        distanceSlots = []
        distanceValues = []
        swap(&priorities, &answers.priorities)
        swap(&spacings, &answers.spacings)
        swap(&distanceSlots, &answers.distanceSlots)
        swap(&distanceValues, &answers.distanceValues)
        texts = TextMemo(nodeCount: scene.count)
        compiledTexts = scene.texts
        if scene.texts.isEmpty {
            textStore = nil
            environmentMetrics = PassBuffer(count: 0) { nil }
            measuredTexts = PassBuffer(count: 0) { CompiledTextMemo() }
        } else {
            let store = scene.takeTextMeasurements(for: options.textMeasurer, scale: options.scale)
                ?? KeptTextMeasurements(measurer: options.textMeasurer, scale: options.scale, textCount: scene.texts.count,
                                        environmentCount: scene.environments.count)
            textStore = store
            environmentMetrics = store.metrics
            measuredTexts = store.texts
        }
        grid = PixelGrid(scale: options.scale)
        placed.records.reserveCapacity(scene.count)
        placed.compiledTexts.reserveCapacity(scene.texts.count)
    }

    deinit {
        if scene.keepsSceneAnswers {
            var answers = SceneAnswers(count: 0)
            swap(&priorities, &answers.priorities)
            swap(&spacings, &answers.spacings)
            swap(&distanceSlots, &answers.distanceSlots)
            swap(&distanceValues, &answers.distanceValues)
            // Content made while placing is this pass's own.
            answers.keepFirst(scene.count)
            scene.keep(answers)
        }
        if let textStore {
            // The buffers may have grown (content made while placing); the store frees them.
            textStore.texts = measuredTexts
            textStore.metrics = environmentMetrics
            // Texts made while placing are this pass's own: measurements of them are not the scene's.
            if compiledTexts.count == scene.texts.count { scene.keep(textStore) }
        } else {
            measuredTexts.free()
            environmentMetrics.free()
        }
        sizes.free()
        placements.free()
        guides.free()
    }


    /// The nodes' paths, written the first time one is asked (`ScenePaths`): an untraced pass
    /// whose views nobody reads writes none.
    @exclusivity(unchecked) private var paths: [String] = []

    /// Node `index`'s stable address in the scene (`PlacedView.path`).
    func path(of index: Int) -> String {
        if index >= paths.count { ScenePaths.extend(&paths, with: presentations, in: viewGroups) }
        return paths[index]
    }

    func subviews(of index: Int) -> LayoutSubviews {
        LayoutSubviews(pass: self, range: nodes[index].childRange)
    }

    func context(of index: Int) -> LayoutContext {
        LayoutContext(pass: self, index: index)
    }

    func environment(of index: Int) -> LayoutEnvironment {
        environments[nodes[index].environment]
    }

    /// Makes `content` the children of node `index` (a `LayoutTimeContent` being placed): the
    /// new nodes are appended, so every id already asked about keeps its answers.
    private func adopt(_ content: [ViewNode], under index: Int) {
        let first = primitives.count
        // The builder holds the only references to the arrays: no copy on append.
        var columns = NodeColumns()
        swap(&columns.presentations, &presentations)
        swap(&columns.primitives, &primitives)
        swap(&columns.nodes, &nodes)
        var builder = LayoutScene.Builder(columns: columns, viewGroups: viewGroups, environments: environments, texts: compiledTexts)
        viewGroups = []
        columns = NodeColumns()
        builder.adopt(content, under: index)
        swap(&builder.columns, &columns)
        environments = builder.environments
        viewGroups = builder.viewGroups
        compiledTexts = builder.texts
        measuredTexts.grow(to: compiledTexts.count) { CompiledTextMemo() }
        presentations = columns.presentations
        primitives = columns.primitives
        nodes = columns.nodes
        let count = primitives.count
        priorities += Array(repeating: nil, count: count - first)
        distanceSlots += Array(repeating: -1, count: count - first)
        spacings += Array(repeating: nil, count: count - first)
        texts.grow(toNodeCount: count)
    }

    // MARK: Sizing

    @inline(__always)
    func size(of index: Int, _ proposal: ProposedSize, reason: TraceReason) -> Size {
        if takesShortcuts {
            switch nodes[index].shortcut {
            case .color:
                return Size(width: Self.sanitized(proposal.width ?? 10), height: Self.sanitized(proposal.height ?? 10))
            case .text:
                return textSize(of: index, proposal)
            case .fixedFrame:
                return nodes[index].sizeParameters.size
            case .spacer:
                let size = SpacerLeaf.size(for: proposal, minimum: nodes[index].sizeParameters.size.width, axis: nodes[index].sizeParameters.axis)
                return Size(width: Self.sanitized(size.width), height: Self.sanitized(size.height))
            case .padding:
                return paddingSize(of: index, proposal)
            case .general, .leafWithoutGuides:
                break
            }
        }
        return askedSize(of: index, proposal, reason: reason)
    }

    /// The size of the `padding` at node `index` for `proposal`, as `PaddingLayout` sizes itself
    /// (the same arithmetic in the same order), without the memo or the primitive.
    @inline(never)
    private func paddingSize(of index: Int, _ proposal: ProposedSize) -> Size {
        let insets = nodes[index].sizeParameters.insets
        let child = size(of: nodes[index].childRange.lowerBound, proposal.inset(by: insets), reason: .sizing)
        return Size(width: Self.sanitized(child.width + insets.leading + insets.trailing),
                    height: Self.sanitized(child.height + insets.top + insets.bottom))
    }

    /// The size of the compiled `Text` at node `index` for `proposal` (kept out of `size(of:)`,
    /// which is inlined into every container's loop).
    @inline(never)
    private func textSize(of index: Int, _ proposal: ProposedSize) -> Size {
        let size = measuredText(Int(nodes[index].textSlot), proposal).pointee.newer.size
        return Size(width: Self.sanitized(size.width), height: Self.sanitized(size.height))
    }

    /// The memo of the compiled `Text` in `slot`, its `newer` measurement the one for `proposal`,
    /// as its `TextLeaf` measures itself: one of the slot's last two answers when the proposal's
    /// bits match, else measured with the slot's line metrics (asked once per pass) and layouts
    /// (`CompiledTextMemo`). Read in place: the pointer is valid until the slot is measured again.
    @inline(__always)
    func measuredText(_ slot: Int, _ proposal: ProposedSize) -> UnsafeMutablePointer<CompiledTextMemo> {
        let memo = measuredTexts.address(slot)
        let key = ProposalBits(proposal) ?? .none
        if key == .none || !memo.pointee.bringForward(key) { measureText(slot, proposal, key: key) }
        return memo
    }

    @inline(never)
    private func measureText(_ slot: Int, _ proposal: ProposedSize, key: ProposalBits) {
        let metrics = textMetrics(slot)
        let measured = textEnvironment(slot) { environment in
            TextLeaf.measure(proposal, environment: environment, metrics: metrics, grid: grid, empty: -1) {
                compiledLayout(slot, maxWidth: $0, maxLines: $1)
            }
        }
        measuredTexts[slot].remember(measured, for: key)
    }

    /// The size from the memo or the primitive, traced when the pass records a trace.
    @inline(never)
    private func askedSize(of index: Int, _ proposal: ProposedSize, reason: TraceReason) -> Size {
        let key = ProposalBits(proposal)
        if let key, let cached = sizes.value(node: index, proposal: key) {
            if recordsTrace {
                trace.append(TraceEntry(path: path(of: index), proposal: proposal, response: cached,
                                        reason: reason, depth: depth, cached: true))
            }
            return cached
        }
        var slot = -1
        if recordsTrace {
            slot = trace.count
            trace.append(TraceEntry(path: path(of: index), proposal: proposal, response: .zero,
                                    reason: reason, depth: depth, cached: false))
        }
        depth += 1
        let raw = primitives[index].sizeThatFits(proposal, subviews: subviews(of: index), context: context(of: index))
        depth -= 1
        let result = Size(width: Self.sanitized(raw.width), height: Self.sanitized(raw.height))
        if let key { sizes.set(result, node: index, proposal: key) }
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
        if takesShortcuts, nodes[index].explicitGuides == .none { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in
            self.explicitAlignment(of: index, key, proposal: proposal, size: size)
        }
    }

    /// `key`'s value in node `index` for `proposal`: the size (asked for alignment, as
    /// `dimensions(of:_:)` does) and the explicit value or the guide's default, without building
    /// a `ViewDimensions`.
    func guide(of index: Int, _ key: AlignmentKey, proposal: ProposedSize) -> (size: Size, value: Double) {
        let size = size(of: index, proposal, reason: .alignment)
        if takesShortcuts, !canHaveExplicit(key, index) { return (size, key.defaultValue(in: size)) }
        return (size, explicitAlignment(of: index, key, proposal: proposal, size: size) ?? key.defaultValue(in: size))
    }

    /// Whether node `index` can have an explicit value for `key` (`LayoutScene.ExplicitGuides`).
    @inline(__always)
    private func canHaveExplicit(_ key: AlignmentKey, _ index: Int) -> Bool {
        switch nodes[index].explicitGuides {
        case .none: return false
        case .any: return true
        case .textBaselines:
            // The baselines combine by minimum and maximum: checked first, it spares comparing the
            // names of the usual guides (which average).
            return key.axis == .vertical && key.combination != .average
                && (key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key)
        }
    }

    /// The id of `key` in this pass: its position among the guides asked so far.
    private func guideID(_ key: AlignmentKey) -> Int {
        for (id, known) in guideKeys.enumerated() where known == key { return id }
        guideKeys.append(key)
        return guideKeys.count - 1
    }

    func explicitAlignment(of index: Int, _ key: AlignmentKey, proposal: ProposedSize, size: Size) -> Double? {
        if takesShortcuts, !canHaveExplicit(key, index) { return nil }
        let bits = nodes[index].placing.contains(.makesContent) ? nil : ProposalBits(proposal)
        let guide = guideID(key) + 1
        if let bits, let cached = guides.value(node: index, guide: guide, proposal: bits) { return cached }
        if nodes[index].shortcut == .text { return measuredText(Int(nodes[index].textSlot), proposal).pointee.newer.baseline(key) }
        let value = primitives[index].explicitAlignment(
            key, in: size, proposal: proposal, subviews: subviews(of: index), context: context(of: index))
        if let bits { guides.set(value, node: index, guide: guide, proposal: bits) }
        return value
    }

    func placementsOf(_ index: Int, size: Size, proposal: ProposedSize) -> [SubviewPlacement] {
        let bits = nodes[index].placing.contains(.makesContent) ? nil : ProposalBits(proposal)
        if let bits, let cached = placements.value(node: index, proposal: bits) { return cached }
        let result = primitives[index].placeSubviews(
            in: size, proposal: proposal, subviews: subviews(of: index), context: context(of: index))
        if let bits { placements.set(result, node: index, proposal: bits) }
        return result
    }

    /// Keeps placements a container computed while sizing for `proposal` (a stack's arrangement),
    /// so placing it with the same proposal does not compute them again. Only without a trace:
    /// a traced pass records the placement's own proposals and decisions.
    /// Only for the node's own stack: a primitive that sizes its children with a stack of its
    /// own (`Group`, `Button`, `Toggle`, `ScrollView`, `Label`) places them its own way.
    func rememberPlacements(_ result: [SubviewPlacement], of subviews: LayoutSubviews, index: Int, proposal: ProposedSize) {
        guard takesShortcuts, let bits = ProposalBits(proposal), subviews.range == nodes[index].childRange,
              type(of: primitives[index]) == StackLayout.self else { return }
        placements.set(result, node: index, proposal: bits)
    }

    @inline(__always)
    func priority(of index: Int) -> Double {
        switch nodes[index].shortcut {
        case .color, .text: return 0
        case .general, .leafWithoutGuides, .fixedFrame, .spacer, .padding: return askedPriority(of: index)
        }
    }

    @inline(never)
    private func askedPriority(of index: Int) -> Double {
        if let cached = priorities[index] { return cached }
        let value = primitives[index].layoutPriority(subviews: subviews(of: index))
        priorities[index] = value
        return value
    }

    @inline(__always)
    func spacing(of index: Int) -> ViewSpacing {
        switch nodes[index].shortcut {
        case .color, .text: return .standard
        case .general, .leafWithoutGuides, .fixedFrame, .spacer, .padding: return askedSpacing(of: index)
        }
    }

    @inline(never)
    private func askedSpacing(of index: Int) -> ViewSpacing {
        if let cached = spacings[index] { return cached }
        let value = primitives[index].spacing(subviews: subviews(of: index), context: context(of: index))
        spacings[index] = value
        return value
    }

    /// The distances between the children of the stack whose children are `subviews`, computed
    /// once per pass.
    func stackDistances(of subviews: LayoutSubviews, axis: Axis, spacing: Double?,
                        compute: (LayoutSubviews) -> [Double]) -> [Double] {
        let first = subviews.range.lowerBound
        let slot = Int(distanceSlots[first])
        if slot >= 0 {
            let known = distanceValues[slot]
            if known.values.count == subviews.count, known.axis == axis, known.spacing == spacing { return known.values }
        }
        let values = compute(subviews)
        let distances = StackDistances(axis: axis, spacing: spacing, values: values)
        if slot >= 0 {
            distanceValues[slot] = distances
        } else {
            distanceSlots[first] = Int32(distanceValues.count)
            distanceValues.append(distances)
        }
        return values
    }

    func layoutText(_ request: TextLayoutRequest, for index: Int) -> TextLayoutResult {
        // A compiled text's own requests (its string, font and truncation mode) share its layouts.
        if nodes[index].shortcut == .text {
            let slot = Int(nodes[index].textSlot)
            let layout = compiledLayout(slot, maxWidth: request.maxWidth, maxLines: request.maxLines).lines
            return TextLayoutResult(lines: compiledLines(slot, layout), metrics: textMetrics(slot))
        }
        return texts.layout(request, node: index) { textMeasurer.layoutText($0) }
    }

    /// `body` of the compiled text in `slot`, read in place: a field of an array element held by a
    /// class, passed on, is a copy of it; one read through `pointee` is not.
    @inline(__always)
    private func compiledText<Result>(_ slot: Int, _ body: (UnsafePointer<LayoutScene.CompiledText>) -> Result) -> Result {
        compiledTexts.withUnsafeBufferPointer { body($0.baseAddress! + slot) }
    }

    /// `body` of the text environment of the compiled text in `slot` (its environment's `text`),
    /// read in place as `compiledText` reads the text: the field's own address, since a field of
    /// a value read through a pointer and then read from (`environment.pointee.text.font`) is
    /// copied whole first.
    @inline(__always)
    private func textEnvironment<Result>(_ slot: Int, _ body: (UnsafePointer<TextEnvironment>) -> Result) -> Result {
        let id = compiledTexts.withUnsafeBufferPointer { $0[slot].environmentID }
        return environments.withUnsafeBufferPointer { body(($0.baseAddress! + id).pointer(to: \.text)!) }
    }

    /// The line metrics of the compiled text in `slot`'s font, asked of the measurer once per
    /// pass and environment.
    private func textMetrics(_ slot: Int) -> FontLineMetrics {
        // Read in place, as `compiledText` reads: the subscript copied the text (its string retained).
        let environment = compiledTexts.withUnsafeBufferPointer { $0[slot].environmentID }
        if environment < environmentMetrics.count, let known = environmentMetrics[environment] { return known }
        let metrics = textEnvironment(slot) { textMeasurer.lineMetrics(of: $0.pointee.font) }
        environmentMetrics.grow(to: environments.count) { nil }
        environmentMetrics[environment] = metrics
        return metrics
    }

    /// The index of the layout of the compiled text in `slot` for `maxWidth` and `maxLines`
    /// (`CompiledTextMemo.lines`), its line count and the widest line's width, answered from its
    /// known layouts or measured.
    private func compiledLayout(_ slot: Int, maxWidth: Double?, maxLines: Int?) -> (lines: Int32, count: Int, width: Double) {
        if let known = measuredTexts[slot].layout(maxWidth: maxWidth, maxLines: maxLines) { return known }
        let request = textEnvironment(slot) { environment in
            compiledText(slot) { $0.pointee.request(in: environment, maxWidth: maxWidth, maxLines: maxLines) }
        }
        // Its size, with its lines if the measurer made them (`TextMeasuring.measureLines`).
        let measure = textMeasurer.measureLines(request)
        let count = measure.count, width = measure.width
        let index = measuredTexts[slot].add(measure, maxWidth: maxWidth, maxLines: maxLines)
        return (index, count, width)
    }

    /// The lines of the layout at `layout` of the compiled text in `slot`, asked of the measurer
    /// (and kept) when it measured them without their lines.
    private func compiledLines(_ slot: Int, _ layout: Int32) -> [TextLine] {
        if let lines = measuredTexts[slot].lines(layout) { return lines }
        let (maxWidth, maxLines) = measuredTexts[slot].bounds(layout)
        let request = textEnvironment(slot) { environment in
            compiledText(slot) { $0.pointee.request(in: environment, maxWidth: maxWidth, maxLines: maxLines) }
        }
        let lines = textMeasurer.layoutText(request).lines
        measuredTexts[slot].setLines(lines, at: layout)
        return lines
    }

    /// Keeps a stack's account of a placement; callers only build one when tracing.
    func record(_ decision: StackDecision) {
        stackDecisions.append(decision)
    }

    /// The narrative of a traced pass: the stacks' decisions and the descriptive names of the
    /// primitives that have one.
    func narrative() -> LayoutNarrative {
        var names: [String: String] = [:]
        for index in primitives.indices {
            if let named = primitives[index] as? NarratedPrimitive { names[path(of: index)] = named.narrationName }
        }
        return LayoutNarrative(stacks: stackDecisions, names: names)
    }

    // MARK: Placement

    /// Places node `index` with its top-leading corner at `origin` (canvas coordinates): appends
    /// its record to `placed`, then its placed children's.
    func place(_ index: Int, at origin: Point, proposal: ProposedSize, grid: PixelGrid) {
        let size = size(of: index, proposal, reason: .placement)
        // The end of the pass: no frame leaves it NaN or infinite, whatever a primitive computed
        // (sizes may be infinite while probing flexibility, never once placed).
        let frame = Rect(x: finite(origin.x), y: finite(origin.y), width: finite(size.width), height: finite(size.height))
        // Only a node that grows into the safe area changes `safeAreaTaken` (for its subtree); it
        // grows from its finite frame, so the grown rectangle is finite too.
        let takenBefore = safeAreaTaken
        let growth = nodes[index].placing.contains(.expandsIntoSafeArea) ? safeAreaGrowth(of: index, frame: frame) : nil
        defer { if growth != nil { safeAreaTaken = takenBefore } }
        if nodes[index].placing.contains(.makesContent), let dynamic = primitives[index] as? LayoutTimeContent {
            adopt(dynamic.content(placedIn: frame, ancestors: placing, context: context(of: index)), under: index)
        }
        // Ancestors are only asked for by `LayoutTimeContent` (GeometryReader's global frames).
        let tracksAncestors = hasLayoutTimeContent
        if tracksAncestors { placing.append(PlacedAncestor(primitive: primitives[index], frame: frame)) }
        defer { if tracksAncestors { placing.removeLast() } }
        let childIDs = nodes[index].childRange
        let record = placed.records.count
        placed.records.append(PlacedFrames.Record(node: Int32(truncatingIfNeeded: index), childCount: 0, text: -1, frame: frame,
                                                  displayFrame: grid.round(frame), proposal: proposal))
        var children: Int32 = 0
        if !childIDs.isEmpty {
            if let (grown, which) = growth {
                // At the safe area's edge, `.ignoresSafeArea`'s content or a shape-style
                // background is laid out in the grown rectangle, over the screen's inset; the
                // primitive's own frame, which its parent sees, does not change (SafeAreaExpanding).
                let grownProposal = ProposedSize(grown.size)
                let takenByGrowth = safeAreaTaken
                let childPlacements = which == .secondaries ? placementsOf(index, size: size, proposal: proposal) : []
                for (position, child) in childIDs.enumerated() {
                    if which == .secondaries, position == 0 {
                        // The modified view keeps its place, and the insets are not taken for it.
                        safeAreaTaken = takenBefore
                        if let placement = childPlacements.first, placement.isShown {
                            place(child, at: origin + placement.origin, proposal: placement.proposal, grid: grid)
                            children += 1
                        }
                        safeAreaTaken = takenByGrowth
                        continue
                    }
                    let childSize = self.size(of: child, grownProposal, reason: .placement)
                    let childOrigin = Point(x: grown.origin.x + (grown.size.width - childSize.width) / 2,
                                            y: grown.origin.y + (grown.size.height - childSize.height) / 2)
                    place(child, at: childOrigin, proposal: grownProposal, grid: grid)
                    children += 1
                }
            } else if takesShortcuts, nodes[index].shortcut == .padding {
                // `PaddingLayout.placeSubviews`, without its array or the memo.
                let insets = nodes[index].sizeParameters.insets
                place(childIDs.lowerBound, at: origin + Point(x: insets.leading, y: insets.top),
                      proposal: proposal.inset(by: insets), grid: grid)
                children += 1
            } else {
                let childPlacements = placementsOf(index, size: size, proposal: proposal)
                for (child, placement) in zip(childIDs, childPlacements) where placement.isShown {
                    place(child, at: origin + placement.origin, proposal: placement.proposal, grid: grid)
                    children += 1
                }
            }
        }
        placed.records[record].childCount = children
        if nodes[index].shortcut == .text {
            // Its font and alignment are read from its environment when the views are read.
            let slot = Int(nodes[index].textSlot)
            let memo = measuredText(slot, proposal)
            let metrics = textMetrics(slot)
            placed.records[record].text = -2 - Int32(truncatingIfNeeded: placed.compiledTexts.count)
            // Lines the measurer did not make are asked for when the views are read.
            let layout = memo.pointee.newer.lines
            let lines = memo.pointee.lines(layout)
            let bounds = lines == nil ? memo.pointee.bounds(layout) : (maxWidth: nil, maxLines: nil)
            placed.compiledTexts.append(PlacedFrames.CompiledText(
                lines: lines, slot: Int32(truncatingIfNeeded: slot), maxWidth: bounds.maxWidth, maxLines: bounds.maxLines,
                environment: Int32(truncatingIfNeeded: compiledTexts.withUnsafeBufferPointer { $0[slot].environmentID }), metrics: metrics,
                lineAdvance: memo.pointee.newer.lineAdvance, firstBaseline: memo.pointee.newer.firstBaseline))
        } else if nodes[index].drawsText, let drawer = primitives[index] as? any DrawableLeaf,
                  let text = drawer.placedText(in: size, proposal: proposal, context: context(of: index)) {
            placed.records[record].text = Int32(truncatingIfNeeded: placed.texts.count)
            placed.texts.append(text)
        }
    }

    /// The views placed so far, with the nodes they show.
    func placedFrames() -> PlacedFrames {
        var frames = placed
        frames.presentations = presentations
        frames.viewGroups = viewGroups
        frames.environments = environments
        if placed.compiledTexts.contains(where: { $0.lines == nil }) {
            frames.textSources = compiledTexts
            frames.textMeasurer = textMeasurer
        }
        return frames
    }
}
