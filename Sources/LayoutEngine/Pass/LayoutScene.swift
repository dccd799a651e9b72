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
    }

    /// `@unchecked` only for `textDrawer`: it is `primitive` itself (a `Sendable` value) seen as
    /// a `DrawableLeaf`, a protocol that does not refine `Sendable`.
    struct Node: @unchecked Sendable {
        var primitive: any LayoutPrimitive
        var kind: String
        /// The ids of the children: a contiguous run.
        var children: Range<Int>
        var path: String
        var label: String
        var source: SourceLocation?
        var isMeasured: Bool
        var style: ViewStyle
        /// Index into `environments`.
        var environment: Int
        var shortcut: Shortcut
        /// Which explicit guides the subtree can report (see `ExplicitGuides`).
        var explicitGuides: ExplicitGuides
        /// What the leaf shows (`DrawableLeaf.placedContent`, fixed per leaf).
        var content: PlacedContent
        /// The leaf that lays out text when placed (`Text`, or a drawable leaf the engine does
        /// not know); `nil` for the engine's leaves that draw no text.
        var textDrawer: (any DrawableLeaf)?
    }

    let nodes: [Node]
    /// `nodes[i].shortcut` and `nodes[i].explicitGuides`, packed for the pass's hot path.
    let shortcuts: [Shortcut]
    let explicitGuides: [ExplicitGuides]

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

    /// Normalises and flattens `root`. Several views at the top (or none) are laid out in an
    /// implicit VStack, as a hosting view does with a body that returns several views.
    public init(_ root: ViewNode) {
        let roots = SceneNormalizer.normalize(root)
        let top = roots.count == 1 ? roots[0] : ViewNode(StackLayout(axis: .vertical), children: roots, label: "VStack")
        var builder = Builder()
        builder.nodes.reserveCapacity(top.count)
        builder.add(top, at: builder.reserve(1).lowerBound, path: top.kind, inherited: LayoutEnvironment())
        nodes = builder.nodes
        shortcuts = builder.nodes.map(\.shortcut)
        explicitGuides = builder.nodes.map(\.explicitGuides)
        environments = builder.environments
    }

    /// The number of views after normalisation.
    public var count: Int { nodes.count }

    private struct Builder {
        var nodes: [Node] = []
        var environments: [LayoutEnvironment] = []
        var environmentIDs: [LayoutEnvironment: Int] = [:]
        private static let placeholder = Node(primitive: EmptyLeaf(), kind: "", children: 0..<0, path: "", label: "", source: nil,
                                              isMeasured: false, style: .plain, environment: 0, shortcut: .general,
                                              explicitGuides: .any, content: .none, textDrawer: nil)

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
        @discardableResult
        mutating func add(_ node: ViewNode, at index: Int, path: String, inherited: LayoutEnvironment) -> ExplicitGuides {
            var environment = inherited
            for modifier in node.environmentModifiers { modifier.modifyEnvironment(&environment) }
            let children = reserve(node.children.count)
            let drawable = node.primitive as? any DrawableLeaf
            nodes[index] = Node(primitive: node.primitive, kind: node.kind, children: children, path: path, label: node.label,
                                source: node.source, isMeasured: node.isMeasured, style: node.style,
                                environment: environmentID(environment), shortcut: Self.shortcut(node),
                                explicitGuides: .any, content: drawable?.placedContent() ?? .none,
                                textDrawer: Self.drawsNoText(node.primitive) ? nil : drawable)
            var childEnvironment = environment
            node.primitive.modifyEnvironment(&childEnvironment)
            let indexes = node.primitive.indexesChildren
            var childrenGuides = ExplicitGuides.none
            for (position, child) in node.children.enumerated() {
                let childPath = indexes ? "\(path)[\(position)]/\(child.kind)" : "\(path)/\(child.kind)"
                childrenGuides = max(childrenGuides,
                                     add(child, at: children.lowerBound + position, path: childPath, inherited: childEnvironment))
            }
            let guides: ExplicitGuides
            switch Self.guideSource(node.primitive) {
            case .none: guides = .none
            case .children: guides = childrenGuides
            case .textBaselines: guides = max(childrenGuides, .textBaselines)
            case .own: guides = .any
            }
            nodes[index].explicitGuides = guides
            return guides
        }

        /// The engine's leaves whose `placedText` is the protocol's default `nil`.
        private static func drawsNoText(_ primitive: any LayoutPrimitive) -> Bool {
            switch primitive {
            case is ColorLeaf, is ShapeLeaf, is SpacerLeaf, is DividerLeaf, is ImageLeaf, is SwitchLeaf: return true
            default: return false
            }
        }

        private enum GuideSource {
            /// The primitive never reports an explicit guide (the protocol's default).
            case none
            /// Only its children's explicit guides, moved into its coordinates.
            case children
            /// The text baselines (`Text`).
            case textBaselines
            /// Any guide of its own, or unknown (`alignmentGuide`, user layouts).
            case own
        }

        /// Where the engine's primitives get explicit guides from; anything else may define its own.
        private static func guideSource(_ primitive: any LayoutPrimitive) -> GuideSource {
            switch primitive {
            case is ColorLeaf, is ShapeLeaf, is SpacerLeaf, is DividerLeaf, is ImageLeaf, is SwitchLeaf, is EmptyLeaf,
                 is ScrollViewLayout, is LazyVGridLayout, is ToggleLayout, is GroupLayout, is GeometryReaderLayout,
                 is EnvironmentModifier:
                return .none
            case is StackLayout, is ZStackLayout, is OverlayLayout, is ButtonLayout, is LabelLayout, is OffsetModifier,
                 is AspectRatioLayout, is PositionLayout, is PaddingLayout, is FrameLayout, is RelativeProposedLayout,
                 is FlexibleFrameLayout, is LayoutPriorityModifier, is FixedSizeLayout:
                return .children
            case is TextLeaf:
                return .textBaselines
            default:
                return .own
            }
        }

        private static func shortcut(_ node: ViewNode) -> Shortcut {
            guard node.children.isEmpty else { return .general }
            switch node.primitive {
            case is ColorLeaf: return .color
            case is ShapeLeaf, is SpacerLeaf, is DividerLeaf, is ImageLeaf, is SwitchLeaf, is EmptyLeaf:
                return .leafWithoutGuides
            default: return .general
            }
        }
    }
}
