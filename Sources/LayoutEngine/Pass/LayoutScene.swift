import Synchronization

/// A scene compiled for layout: normalised once (`SceneNormalizer`) and flattened into arrays
/// indexed by node id, each node's children in one contiguous run of ids, with its path,
/// environment and what the pass needs to know about its primitive decided once.
///
/// Laying out the same scene again (another canvas, a traced pass, a benchmark) reuses this
/// work: `LayoutEngine.layout(_:in:options:)` accepts a scene as well as a `ViewNode`. The
/// primitives stay `LayoutPrimitive` values, so user-written layouts run unchanged.
public final class LayoutScene: Sendable {
    /// How the pass may shortcut a node without asking its primitive.
    enum Shortcut: Sendable {
        /// Ask the primitive.
        case general
        /// A leaf that defines no alignment guide of its own (every engine leaf but `Text`).
        case leafWithoutGuides
        /// A `Color`: the proposal with unspecified axes made 10, no guides of its own, priority 0
        /// and standard spacing (the protocol's defaults, which `ColorLeaf` keeps).
        case color
        /// A `Text`: measured by the pass from its compiled string and text environment
        /// (`LayoutScene.texts[textSlots[id]]`), its baselines its only guides, priority 0 and
        /// standard spacing (the protocol's defaults, which `TextLeaf` keeps).
        case text
        /// A `frame(width:height:)` with both lengths: that size, whatever it is proposed
        /// (`FrameLayout`), at `sizeParameters[id]`. Its child is asked only when placed.
        case fixedFrame
        /// A `Spacer`: its minimum length along the stack's axis it is in (`SpacerLeaf`), or on
        /// both axes outside a stack; `sizeParameters[id]` holds the minimum and the axis.
        case spacer
        /// A `padding` with one child (`PaddingLayout`): the child is proposed the proposal less
        /// the insets (`sizeParameters[id].insets`) and placed at the leading and top insets, and
        /// the padding is the child's size plus the insets. Its priority, spacing and guides are
        /// still asked of the primitive.
        case padding
    }

    /// The numbers a `.fixedFrame` or `.spacer` node is answered from.
    struct SizeParameters: Sendable {
        /// The frame's size; for a spacer, its minimum length as `width`.
        var size = Size(width: 0, height: 0)
        /// A spacer's stack axis (`nil` outside a stack).
        var axis: Axis?
        /// A padding's insets.
        var insets = EdgeInsets()
    }

    /// What the pass needs to measure a `Text` leaf without its primitive or a context: its
    /// string and the text environment it is laid out in.
    struct CompiledText: Sendable {
        var content: String
        var environment: TextEnvironment
        /// The index of the node's environment in `environments` (texts that share it share
        /// their font's line metrics).
        var environmentID: Int
    }

    /// A node's fields a `PlacedView` copies: kept apart so building one copies no primitive.
    struct Presentation: Sendable {
        var kind: String
        var label: String
        var path: String
        var source: SourceLocation?
        var isMeasured: Bool
        var style: ViewStyle
        /// What the leaf shows (`DrawableLeaf.placedContent`, fixed per leaf).
        var content: PlacedContent
        /// How it moves its drawing without moving its frame (`offset`, `rotationEffect`, …).
        var effect: RenderEffect?

        /// The view placed at `frame`.
        func view(frame: Rect, displayFrame: Rect, proposal: ProposedSize, text: PlacedText?,
                  children: [PlacedView]) -> PlacedView {
            PlacedView(kind: kind, label: label, path: path, source: source, frame: frame, displayFrame: displayFrame,
                       proposal: proposal, isMeasured: isMeasured, style: style, text: text, content: content,
                       effect: effect, children: children)
        }
    }

    /// `@unchecked` only for `textDrawer`: it is `primitive` itself (a `Sendable` value) seen as
    /// a `DrawableLeaf`, a protocol that does not refine `Sendable`.
    struct Node: @unchecked Sendable {
        var primitive: any LayoutPrimitive
        /// What a `PlacedView` of it shows: kind, path, label, style, content, effect.
        var presentation: Presentation
        /// The ids of the children: a contiguous run.
        var children: Range<Int>
        /// Index into `environments`.
        var environment: Int
        var shortcut: Shortcut
        /// Its index in `LayoutScene.texts` when `shortcut` is `.text`, else −1.
        var textSlot: Int32 = -1
        /// What a `.fixedFrame` or `.spacer` is answered from.
        var sizeParameters = SizeParameters()
        /// Which explicit guides the subtree can report (see `ExplicitGuides`).
        var explicitGuides: ExplicitGuides
        /// The leaf that lays out text when placed (`Text`, or a drawable leaf the engine does
        /// not know); `nil` for the engine's leaves that draw no text.
        var textDrawer: (any DrawableLeaf)?
        /// Its children are made when it is placed (`LayoutTimeContent`).
        var makesContentWhenPlaced = false
        /// It may grow children into the safe area when placed (`SafeAreaExpanding`).
        var expandsIntoSafeArea = false

        /// Its stable address in the scene (`PlacedView.path`).
        var path: String { presentation.path }
    }

    let nodes: [Node]
    /// What each node shows once placed (`Node.presentation`), for building `PlacedView`s.
    let presentations: [Presentation]
    /// `nodes[i].primitive` and `nodes[i].children`, packed for the pass's hot path (reading a
    /// field of a `Node` in place of these copies the whole node).
    let primitives: [any LayoutPrimitive]
    let childRanges: [Range<Int>]
    /// `nodes[i].shortcut` and `nodes[i].explicitGuides`, packed for the pass's hot path.
    let shortcuts: [Shortcut]
    /// The `Text` leaves' strings and environments (`Shortcut.text`), at `textSlots[id]`.
    let texts: [CompiledText]
    /// Per node, its index in `texts` (−1 for a node that is not a compiled `Text`).
    let textSlots: [Int32]
    /// Per node, what a `.fixedFrame` or `.spacer` is answered from (unused for other nodes).
    let sizeParameters: [SizeParameters]
    /// How many nodes an untraced pass asks (not answered from their kind): what the pass sizes
    /// its memo for.
    let askedCount: Int
    let explicitGuides: [ExplicitGuides]
    /// Whether `nodes[i].textDrawer` is set.
    let drawsText: [Bool]
    /// Per node, what placing it must check for (`Node.makesContentWhenPlaced`,
    /// `Node.expandsIntoSafeArea`), read without touching the node.
    let placing: [PlacingFlags]

    /// What placing a node must check for.
    struct PlacingFlags: OptionSet, Sendable {
        let rawValue: UInt8
        static let makesContent = PlacingFlags(rawValue: 1)
        static let expandsIntoSafeArea = PlacingFlags(rawValue: 2)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(makesContent: Bool, expandsIntoSafeArea: Bool) {
            rawValue = (makesContent ? 1 : 0) | (expandsIntoSafeArea ? 2 : 0)
        }
    }

    /// Which guides a subtree can have explicit values for, from the primitives in it: the
    /// engine's containers and modifiers only pass their children's values on, `Text` defines its
    /// two baselines, `alignmentGuide` and unknown primitives (user layouts) anything.
    enum ExplicitGuides: Int, Comparable, Sendable {
        /// None: every guide takes its default.
        case none
        /// Only `firstTextBaseline` and `lastTextBaseline`.
        case textBaselines
        /// Any guide.
        case any

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }
    /// The distinct environments of the scene; nodes refer to them by index.
    let environments: [LayoutEnvironment]
    /// Whether some node makes its children when placed (`LayoutTimeContent`).
    let hasLayoutTimeContent: Bool
    /// Whether every primitive is one of the engine's own (`PrimitiveTraits.isKnown`): then the
    /// nodes' priorities and spacings and the distances between a stack's children depend on the
    /// scene alone and are kept from one pass to the next (`SceneAnswers`).
    let keepsSceneAnswers: Bool
    private let keptAnswers = Mutex<SceneAnswers?>(nil)

    /// The answers an earlier pass found (`SceneAnswers`), taken out of the scene until the pass
    /// gives them back (`keep(_:)`); `nil` if none are kept.
    func takeAnswers() -> SceneAnswers? {
        keptAnswers.withLock { kept in
            var taken: SceneAnswers?
            swap(&taken, &kept)
            return taken
        }
    }

    /// Keeps `answers` (one entry per node of this scene) for the next pass.
    func keep(_ answers: SceneAnswers) {
        keptAnswers.withLock { $0 = answers }
    }

    /// What the last pass measured of the texts, for the next pass (`KeptTextMeasurements`);
    /// `nil` while a pass holds it, or before the first.
    private let keptTexts = Mutex<KeptTextMeasurements?>(nil)

    /// The texts' measurements a pass with `measurer` at `scale` may go on from, taken out of the
    /// scene until the pass gives them back (`keep`); `nil` if there are none that fit.
    func takeTextMeasurements(for measurer: any TextMeasuring, scale: Double) -> KeptTextMeasurements? {
        let kept = keptTexts.withLock { kept -> KeptTextMeasurements? in
            defer { kept = nil }
            return kept
        }
        guard let kept, kept.serves(measurer, scale: scale) else { return nil }
        return kept
    }

    /// Keeps `measurements` (one per text of this scene) for the next pass.
    func keep(_ measurements: KeptTextMeasurements) {
        keptTexts.withLock { $0 = measurements }
    }

    /// Normalises and flattens `root`. Several views at the top (or none) are laid out in an
    /// implicit VStack, as a hosting view does with a body that returns several views.
    public init(_ root: ViewNode) {
        let roots = SceneNormalizer.normalize(root)
        let top = roots.count == 1 ? roots[0] : ViewNode(StackLayout(axis: .vertical), children: roots, label: "VStack")
        var builder = Builder()
        builder.nodes.reserveCapacity(top.count)
        let environment = LayoutEnvironment()
        builder.add(top, at: builder.reserve(1).lowerBound, path: top.kind, inherited: environment,
                    inheritedID: builder.environmentID(environment))
        nodes = builder.nodes
        let columns = NodeColumns(builder.nodes[...])
        presentations = columns.presentations
        primitives = columns.primitives
        childRanges = columns.childRanges
        shortcuts = columns.shortcuts
        texts = builder.texts
        textSlots = columns.textSlots
        sizeParameters = columns.sizeParameters
        askedCount = shortcuts.count { $0 == .general || $0 == .leafWithoutGuides }
        explicitGuides = columns.explicitGuides
        drawsText = columns.drawsText
        placing = columns.placing
        environments = builder.environments
        hasLayoutTimeContent = placing.contains { $0.contains(.makesContent) }
        keepsSceneAnswers = builder.allPrimitivesKnown
    }

    /// The number of views after normalisation.
    public var count: Int { nodes.count }

    /// Flattens view trees into nodes: the scene's own compilation, and the content a
    /// `LayoutTimeContent` makes during a pass (`adopt`).
    struct Builder {
        var nodes: [Node] = []
        var environments: [LayoutEnvironment] = []
        var environmentIDs: [LayoutEnvironment: Int] = [:]
        var texts: [CompiledText] = []
        /// Whether every primitive added so far is one of the engine's own.
        var allPrimitivesKnown = true

        init() {}

        /// A builder that goes on from a pass's nodes, environments and texts.
        init(nodes: [Node], environments: [LayoutEnvironment], texts: [CompiledText]) {
            self.nodes = nodes
            self.environments = environments
            self.texts = texts
            for (id, environment) in environments.enumerated() where environmentIDs[environment] == nil {
                environmentIDs[environment] = id
            }
        }

        /// Makes `content` (normalised) the children of node `index`, appended after every
        /// existing node, with the paths and environments the scene would have given them.
        mutating func adopt(_ content: [ViewNode], under index: Int) {
            let parent = nodes[index]
            var environment = environments[parent.environment]
            parent.primitive.modifyEnvironment(&environment)
            let environmentID = self.environmentID(environment)
            let normalized = content.flatMap { SceneNormalizer.normalize($0) }
            let children = reserve(normalized.count)
            for (position, child) in normalized.enumerated() {
                let path = parent.primitive.indexesChildren
                    ? "\(parent.path)[\(position)]/\(child.kind)" : "\(parent.path)/\(child.kind)"
                add(child, at: children.lowerBound + position, path: path, inherited: environment, inheritedID: environmentID)
            }
            nodes[index].children = children
        }
        private static let placeholder = Node(
            primitive: EmptyLeaf(),
            presentation: Presentation(kind: "", label: "", path: "", source: nil, isMeasured: false, style: .plain,
                                       content: .none, effect: nil),
            children: 0..<0, environment: 0, shortcut: .general, explicitGuides: .any, textDrawer: nil)

        mutating func reserve(_ count: Int) -> Range<Int> {
            let start = nodes.count
            nodes.append(contentsOf: repeatElement(Self.placeholder, count: count))
            return start..<nodes.count
        }

        mutating func environmentID(_ environment: LayoutEnvironment) -> Int {
            if let id = environmentIDs[environment] { return id }
            environments.append(environment)
            environmentIDs[environment] = environments.count - 1
            return environments.count - 1
        }

        /// Adds `node` and its subtree; returns which explicit guides the subtree can have.
        /// `inheritedID` is `inherited`'s index in `environments`.
        @discardableResult
        mutating func add(_ node: ViewNode, at index: Int, path: String, inherited: LayoutEnvironment,
                          inheritedID: Int) -> ExplicitGuides {
            var environment = inherited
            var environmentID = inheritedID
            if !node.environmentModifiers.isEmpty {
                for modifier in node.environmentModifiers { modifier.modifyEnvironment(&environment) }
                environmentID = self.environmentID(environment)
            }
            let traits = PrimitiveTraits.of(node.primitive)
            if !traits.isKnown { allPrimitivesKnown = false }
            let children = reserve(node.children.count)
            let drawable = traits.mayDraw ? node.primitive as? any DrawableLeaf : nil
            var shortcut = node.children.isEmpty ? traits.leafShortcut : .general
            var textSlot: Int32 = -1
            var sizeParameters = SizeParameters()
            if node.children.count == 1, let frame = node.primitive as? FrameLayout, let width = frame.width,
               let height = frame.height {
                shortcut = .fixedFrame
                sizeParameters.size = Size(width: width, height: height)
            } else if node.children.count == 1, let padding = node.primitive as? PaddingLayout {
                shortcut = .padding
                sizeParameters.insets = padding.insets
            } else if shortcut == .spacer {
                if let spacer = node.primitive as? SpacerLeaf {
                    sizeParameters.size.width = spacer.minimum
                    sizeParameters.axis = environment.stackAxis
                } else {
                    shortcut = .leafWithoutGuides
                }
            } else if shortcut == .text {
                // A text that may shrink (`minimumScaleFactor`) measures itself at several sizes:
                // the primitive's own path, not the compiled one.
                if let text = node.primitive as? TextLeaf, environment.text.minimumScaleFactor >= 1 {
                    textSlot = Int32(texts.count)
                    texts.append(CompiledText(content: text.content, environment: environment.text, environmentID: environmentID))
                } else {
                    shortcut = .general
                }
            }
            var style = node.style
            if traits.drawsControl, style.control == nil, let control = node.primitive as? ControlDrawingProviding { style.control = control.controlDrawing }
            let presentation = Presentation(
                kind: node.kind, label: node.label, path: path, source: node.source, isMeasured: node.isMeasured,
                style: style, content: drawable?.placedContent() ?? .none,
                effect: traits.mayHaveEffect ? (node.primitive as? RenderEffectProviding)?.renderEffect : nil)
            nodes[index] = Node(primitive: node.primitive, presentation: presentation, children: children,
                                environment: environmentID,
                                shortcut: shortcut, textSlot: textSlot, sizeParameters: sizeParameters,
                                explicitGuides: .any,
                                textDrawer: traits.drawsText ? drawable : nil,
                                makesContentWhenPlaced: traits.makesContentWhenPlaced,
                                expandsIntoSafeArea: traits.mayExpandIntoSafeArea
                                    && (node.primitive as? SafeAreaExpanding)?.safeAreaExpansion != nil)
            var childEnvironment = environment
            var childEnvironmentID = environmentID
            if !node.children.isEmpty {
                node.primitive.modifyEnvironment(&childEnvironment)
                if childEnvironment != environment { childEnvironmentID = self.environmentID(childEnvironment) }
            }
            let indexes = node.primitive.indexesChildren
            var childrenGuides = ExplicitGuides.none
            for (position, child) in node.children.enumerated() {
                let childPath = indexes ? "\(path)[\(position)]/\(child.kind)" : "\(path)/\(child.kind)"
                childrenGuides = max(childrenGuides, add(child, at: children.lowerBound + position, path: childPath,
                                                         inherited: childEnvironment, inheritedID: childEnvironmentID))
            }
            let guides: ExplicitGuides
            switch traits.guides {
            case .none: guides = .none
            case .children: guides = childrenGuides
            case .textBaselines: guides = max(childrenGuides, .textBaselines)
            case .own: guides = .any
            }
            nodes[index].explicitGuides = guides
            return guides
        }
    }
}
