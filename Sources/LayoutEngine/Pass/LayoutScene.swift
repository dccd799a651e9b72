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
        /// A `Color`: the proposal with unspecified axes made 10, and no guides of its own.
        case color
    }

    /// `@unchecked` only for `drawable`: it is `primitive` itself (a `Sendable` value) seen as a
    /// `DrawableLeaf`, a protocol that does not refine `Sendable`.
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
        /// Whether no view of the subtree defines an alignment guide (no `Text`, no
        /// `alignmentGuide`, no user layout): every guide then takes its default.
        var hasNoExplicitGuides: Bool
        var drawable: (any DrawableLeaf)?
    }

    let nodes: [Node]
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
                                              hasNoExplicitGuides: false, drawable: nil)

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

        /// Adds `node` and its subtree; returns whether the subtree has no explicit guides.
        @discardableResult
        mutating func add(_ node: ViewNode, at index: Int, path: String, inherited: LayoutEnvironment) -> Bool {
            var environment = inherited
            for modifier in node.environmentModifiers { modifier.modifyEnvironment(&environment) }
            let children = reserve(node.children.count)
            nodes[index] = Node(primitive: node.primitive, kind: node.kind, children: children, path: path, label: node.label,
                                source: node.source, isMeasured: node.isMeasured, style: node.style,
                                environment: environmentID(environment), shortcut: Self.shortcut(node),
                                hasNoExplicitGuides: false,
                                drawable: node.primitive as? any DrawableLeaf)
            var childEnvironment = environment
            node.primitive.modifyEnvironment(&childEnvironment)
            let indexes = node.primitive.indexesChildren
            var childrenHaveNoGuides = true
            for (position, child) in node.children.enumerated() {
                let childPath = indexes ? "\(path)[\(position)]/\(child.kind)" : "\(path)/\(child.kind)"
                if !add(child, at: children.lowerBound + position, path: childPath, inherited: childEnvironment) {
                    childrenHaveNoGuides = false
                }
            }
            let noGuides: Bool
            switch Self.guideSource(node.primitive) {
            case .none: noGuides = true
            case .children: noGuides = childrenHaveNoGuides
            case .own: noGuides = false
            }
            nodes[index].hasNoExplicitGuides = noGuides
            return noGuides
        }

        private enum GuideSource {
            /// The primitive never reports an explicit guide (the protocol's default).
            case none
            /// Only its children's explicit guides, moved into its coordinates.
            case children
            /// Guides of its own, or unknown (`Text`, `alignmentGuide`, user layouts).
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
