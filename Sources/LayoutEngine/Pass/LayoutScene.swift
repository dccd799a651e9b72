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
        /// (`LayoutScene.texts[nodes[id].textSlot]`), its baselines its only guides, priority 0 and
        /// standard spacing (the protocol's defaults, which `TextLeaf` keeps).
        case text
        /// A `frame(width:height:)` with both lengths: that size, whatever it is proposed
        /// (`FrameLayout`), at `nodes[id].sizeParameters`. Its child is asked only when placed.
        case fixedFrame
        /// A `Spacer`: its minimum length along the stack's axis it is in (`SpacerLeaf`), or on
        /// both axes outside a stack; `nodes[id].sizeParameters` holds the minimum and the axis.
        case spacer
        /// A `padding` with one child (`PaddingLayout`): the child is proposed the proposal less
        /// the insets (`nodes[id].sizeParameters.insets`) and placed at the leading and top insets, and
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
    /// string and the environment it is laid out in (read in place from `environments`, not
    /// copied per text).
    struct CompiledText: Sendable {
        var content: String
        /// The index of the node's environment in `environments`: its `text` is the text
        /// environment (texts that share it share their font's line metrics).
        var environmentID: Int

        /// What the measurer is asked for this text's lines at `maxWidth` and `maxLines`, in its
        /// text environment (read in place).
        @inline(__always)
        func request(in environment: UnsafePointer<TextEnvironment>, maxWidth: Double?, maxLines: Int?) -> TextLayoutRequest {
            // The case read alone: a method of `environment.pointee` would copy the text environment.
            let textCase = environment.pointee.textCase
            return TextLayoutRequest(text: textCase?.applied(to: content) ?? content, font: environment.pointee.font,
                                     maxWidth: maxWidth, maxLines: maxLines, truncationMode: environment.pointee.truncationMode)
        }
    }

    /// The nodes, one array per field (`NodeColumns`).
    let columns: NodeColumns
    /// Where each node's view is, for building `PlacedView`s.
    var presentations: [Presentation] { columns.presentations }
    /// The views the nodes were compiled from (`Presentation`).
    let viewGroups: ViewGroups
    var primitives: [any LayoutPrimitive] { columns.primitives }
    /// Per node, its children's ids, environment, shortcut, text slot, explicit guides, drawing
    /// and placing flags and size parameters (`CompiledNode`).
    var nodes: [CompiledNode] { columns.nodes }
    /// The `Text` leaves' strings and environments (`Shortcut.text`), at `nodes[id].textSlot`.
    let texts: [CompiledText]
    /// How many nodes an untraced pass asks (not answered from their kind): what the pass sizes
    /// its memo for.
    let askedCount: Int

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
        builder.columns.reserveCapacity(top.count)
        let environment = LayoutEnvironment()
        builder.addRoot(top, environment: environment)
        columns = builder.columns
        viewGroups = builder.viewGroups
        texts = builder.texts
        askedCount = builder.askedCount
        environments = builder.environments
        hasLayoutTimeContent = builder.hasLayoutTimeContent
        keepsSceneAnswers = builder.allPrimitivesKnown
    }

    /// The number of views after normalisation.
    public var count: Int { columns.count }

    /// Flattens view trees into nodes: the scene's own compilation, and the content a
    /// `LayoutTimeContent` makes during a pass (`adopt`). A node's children are appended together
    /// when the node is added (one contiguous run of ids), then each child's subtree in turn.
    struct Builder {
        var columns = NodeColumns()
        var environments: [LayoutEnvironment] = []
        var environmentIDs: [LayoutEnvironment: Int] = [:]
        var texts: [CompiledText] = []
        /// The views of the nodes added so far (`LayoutScene.viewGroups`).
        var viewGroups: ViewGroups = []
        /// Whether every primitive added so far is one of the engine's own.
        var allPrimitivesKnown = true
        /// Per node, what adding its subtree needs of its primitive's traits (one array, one
        /// append per node).
        private var pending: [Pending] = []
        /// How many nodes added so far an untraced pass asks (`LayoutScene.askedCount`).
        private(set) var askedCount = 0
        /// Whether a node added so far makes content when placed.
        private(set) var hasLayoutTimeContent = false

        /// What a node's subtree needs of its primitive's traits until it is added.
        private struct Pending {
            /// Where its explicit guides come from (`PrimitiveTraits.guides`).
            var guides: PrimitiveTraits.GuideSource
            /// Whether its primitive may change its children's environment
            /// (`PrimitiveTraits.changesEnvironment`).
            var changesEnvironment: Bool
        }
        /// Per environment id, the id of the environment last derived from it by a primitive
        /// (−1 for none): a stack's children's environment is found again by one comparison
        /// instead of hashing the whole environment (SipHash) for every stack.
        private var lastDerived: [Int] = []

        init() {}

        /// A builder that goes on from a pass's nodes, views, environments and texts.
        init(columns: NodeColumns, viewGroups: ViewGroups, environments: [LayoutEnvironment], texts: [CompiledText]) {
            self.columns = columns
            self.viewGroups = viewGroups
            self.environments = environments
            self.texts = texts
            pending = Array(repeating: Pending(guides: .own, changesEnvironment: true), count: columns.count)
            for (id, environment) in environments.enumerated() where environmentIDs[environment] == nil {
                environmentIDs[environment] = id
            }
        }

        /// Adds `root` (normalised) as node 0, in `environment`, and its subtree.
        mutating func addRoot(_ root: ViewNode, environment: LayoutEnvironment) {
            let id = environmentID(environment)
            let group = [root]
            viewGroups.append(group)
            let groupID = Int32(viewGroups.count - 1)
            group.withUnsafeBufferPointer { group in
                let root = group.baseAddress!
                append(root, group: groupID, index: 0, parent: -1, position: -1, inherited: environment, inheritedID: id)
                addSubtree(of: root, at: 0)
            }
        }

        /// Makes `content` (normalised) the children of node `index`, appended after every
        /// existing node, with the paths and environments the scene would have given them.
        mutating func adopt(_ content: [ViewNode], under index: Int) {
            let parent = columns.primitives[index]
            var environment = environments[columns.nodes[index].environment]
            parent.modifyEnvironment(&environment)
            let environmentID = self.environmentID(environment)
            let normalized = content.flatMap { SceneNormalizer.normalize($0) }
            addChildren(normalized, of: index, indexes: parent.indexesChildren, environment: environment,
                        environmentID: environmentID)
        }

        mutating func environmentID(_ environment: LayoutEnvironment) -> Int {
            if let id = environmentIDs[environment] { return id }
            environments.append(environment)
            environmentIDs[environment] = environments.count - 1
            return environments.count - 1
        }

        /// The id of `environment`, made by a primitive from the environment `parent`: the one last
        /// derived from `parent` when it is equal, else looked up (`environmentID`).
        private mutating func derivedID(_ environment: LayoutEnvironment, from parent: Int) -> Int {
            if parent < lastDerived.count, lastDerived[parent] >= 0, environments[lastDerived[parent]] == environment {
                return lastDerived[parent]
            }
            let id = environmentID(environment)
            if parent >= lastDerived.count { lastDerived += Array(repeating: -1, count: parent + 1 - lastDerived.count) }
            lastDerived[parent] = id
            return id
        }

        /// Appends `children` as node `parent`'s children (one run of ids), then their subtrees;
        /// returns which explicit guides they can have.
        @discardableResult
        private mutating func addChildren(_ children: [ViewNode], of parent: Int, indexes: Bool,
                                          environment: LayoutEnvironment, environmentID: Int) -> ExplicitGuides {
            let start = columns.count
            // Read in place, each view through its address: an element read through a subscript
            // (the array's, a buffer's, even an `UnsafePointer`'s) is copied, a retain per field,
            // before it is passed on; fields read through `pointee` are not.
            return children.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return .none }
                let group = Int32(viewGroups.count)
                if !buffer.isEmpty { viewGroups.append(children) }
                let children = base
                for position in 0..<buffer.count {
                    append(children + position, group: group, index: Int32(position), parent: Int32(parent),
                           position: indexes ? Int32(position) : -1, inherited: environment, inheritedID: environmentID)
                }
                columns.nodes[parent].childRange = start..<columns.count
                var guides = ExplicitGuides.none
                for position in 0..<buffer.count {
                    guides = max(guides, addSubtree(of: children + position, at: start + position))
                }
                return guides
            }
        }

        /// Adds the subtree of `node`, already appended as node `index`; returns which explicit
        /// guides the subtree can have.
        @discardableResult
        private mutating func addSubtree(of node: UnsafePointer<ViewNode>, at index: Int) -> ExplicitGuides {
            var childrenGuides = ExplicitGuides.none
            if !node.pointee.children.isEmpty {
                let environmentID = columns.nodes[index].environment
                let environment = environments[environmentID]
                var childEnvironment = environment
                var childEnvironmentID = environmentID
                if pending[index].changesEnvironment {
                    node.pointee.primitive.modifyEnvironment(&childEnvironment)
                    if childEnvironment != environment { childEnvironmentID = derivedID(childEnvironment, from: environmentID) }
                }
                childrenGuides = addChildren(node.pointee.children, of: index, indexes: node.pointee.primitive.indexesChildren,
                                             environment: childEnvironment, environmentID: childEnvironmentID)
            }
            let guides: ExplicitGuides
            switch pending[index].guides {
            case .none: guides = .none
            case .children: guides = childrenGuides
            case .textBaselines: guides = max(childrenGuides, .textBaselines)
            case .own: guides = .any
            }
            columns.nodes[index].explicitGuides = guides
            return guides
        }

        /// Appends the view at `node` itself (its children come later), `viewGroups[group][index]`,
        /// child of `parent` (−1 for the root) at `position` (−1 when the parent does not index
        /// its children).
        private mutating func append(_ node: UnsafePointer<ViewNode>, group: Int32, index: Int32, parent: Int32, position: Int32,
                                     inherited: LayoutEnvironment, inheritedID: Int) {
            // The inherited environment is read in place; a copy is made only for a node with
            // environment modifiers of its own. The node's environment is then read from
            // `environments` (an optional copy kept here cost a generic destroy per node).
            var environmentID = inheritedID
            if !node.pointee.environmentModifiers.isEmpty {
                var environment = inherited
                for modifier in node.pointee.environmentModifiers { modifier.modifyEnvironment(&environment) }
                environmentID = self.environmentID(environment)
            }
            // The primitive copied once, into its column; every question below asks the copy (a
            // field read through the pointer and passed on is copied again per call).
            let traits = PrimitiveTraits.of(stored: node.pointer(to: \.primitive)!)
            let primitive = node.pointee.primitive
            if !traits.isKnown { allPrimitivesKnown = false }
            // A listed type that may draw is a `DrawableLeaf` (`PrimitiveTraits.content(of:)`
            // answers it); another type is one if it conforms.
            let isDrawable = traits.mayDraw && (traits.isKnown || primitive is any DrawableLeaf)
            let childCount = node.pointee.children.count
            var shortcut = childCount == 0 ? traits.leafShortcut : .general
            var textSlot: Int32 = -1
            var sizeParameters = SizeParameters()
            // The engine's own types are recognised by comparing types (`PrimitiveTraits.value`),
            // not by the runtime's general cast.
            if childCount == 1, let frame = PrimitiveTraits.value(of: primitive, as: FrameLayout.self), let width = frame.width,
               let height = frame.height {
                shortcut = .fixedFrame
                sizeParameters.size = Size(width: width, height: height)
            } else if childCount == 1, let padding = PrimitiveTraits.value(of: primitive, as: PaddingLayout.self) {
                shortcut = .padding
                sizeParameters.insets = padding.insets
            } else if shortcut == .spacer {
                if let spacer = PrimitiveTraits.value(of: primitive, as: SpacerLeaf.self) {
                    sizeParameters.size.width = spacer.minimum
                    sizeParameters.axis = environments.withUnsafeBufferPointer { $0[environmentID].stackAxis }
                } else {
                    shortcut = .leafWithoutGuides
                }
            } else if shortcut == .text {
                // A text that may shrink (`minimumScaleFactor`) or tighten measures itself at several sizes:
                // the primitive's own path, not the compiled one.
                let (minimumScaleFactor, allowsTightening) = environments.withUnsafeBufferPointer {
                    ($0[environmentID].text.minimumScaleFactor, $0[environmentID].text.allowsTightening)
                }
                // The string read in place (`withStored`): only it is retained.
                if minimumScaleFactor >= 1, !allowsTightening,
                   let content = PrimitiveTraits.withStored(node.pointer(to: \.primitive)!, as: TextLeaf.self, { $0.pointee.content }) {
                    textSlot = Int32(texts.count)
                    texts.append(CompiledText(content: content, environmentID: environmentID))
                } else {
                    shortcut = .general
                }
            }
            let placing = PlacingFlags(makesContent: traits.makesContentWhenPlaced,
                                       expandsIntoSafeArea: traits.mayExpandIntoSafeArea
                                           && (primitive as? SafeAreaExpanding)?.safeAreaExpansion != nil)
            // Moved into its column: the last use of the copy.
            columns.append(primitive: consume primitive,
                           presentation: Presentation(group: group, index: index, parent: parent, position: position),
                           node: CompiledNode(environment: environmentID, shortcut: shortcut, textSlot: textSlot,
                                              drawsText: traits.drawsText && isDrawable, placing: placing,
                                              sizeParameters: sizeParameters))
            pending.append(Pending(guides: traits.guides, changesEnvironment: traits.changesEnvironment))
            if shortcut == .general || shortcut == .leafWithoutGuides { askedCount += 1 }
            if placing.contains(.makesContent) { hasLayoutTimeContent = true }
        }
    }
}
