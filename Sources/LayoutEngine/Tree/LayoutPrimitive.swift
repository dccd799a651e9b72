/// The layout behaviour of one kind of view: SwiftUI's propose → choose → place, as a value.
///
/// The shape follows SwiftUI's `Layout` protocol. `sizeThatFits` answers a proposal with a size;
/// `placeSubviews` says where each child goes inside that size and what it is proposed then;
/// `explicitAlignment` reports guide values the view defines itself (text baselines, guides set
/// with `alignmentGuide`). Children are reached through `LayoutSubviews`, which memoises every
/// answer per proposal within a pass.
public protocol LayoutPrimitive: Sendable {
    /// The kind name used in paths and output (`HStack`, `frame`, `Color`).
    var kind: String { get }
    /// The label used when the source gives none (`Color.blue`).
    var defaultLabel: String { get }
    /// Whether children are addressed by index in paths (`HStack[1]`), as for containers.
    var indexesChildren: Bool { get }

    /// The size this view chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size

    /// Where each child goes (origin in this view's coordinates, top-leading at 0,0) and the
    /// proposal it receives, given the size this view chose for `proposal`.
    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                       context: LayoutContext) -> [SubviewPlacement]

    /// A guide value this view defines itself, or `nil` to use the guide's default.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double?

    /// The priority a parent stack sees (`layoutPriority`). Generic layouts report 0.
    func layoutPriority(subviews: LayoutSubviews) -> Double

    /// How much space this view wants next to its neighbours in a stack.
    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing

    /// How this view changes the environment for its descendants.
    func modifyEnvironment(_ environment: inout LayoutEnvironment)
}

extension LayoutPrimitive {
    public var defaultLabel: String { kind }
    public var indexesChildren: Bool { false }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: .zero, proposal: proposal) }
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? { nil }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { 0 }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing { .standard }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {}
}

/// Where a parent puts one child and what it proposes to it.
public struct SubviewPlacement: Hashable, Sendable {
    /// Top-leading corner in the parent's coordinates.
    public var origin: Point
    public var proposal: ProposedSize
    /// False for a child the parent leaves out of what it shows (the children `ViewThatFits`
    /// does not choose): it is measured but never placed or drawn.
    public var isShown: Bool

    public init(origin: Point, proposal: ProposedSize, isShown: Bool = true) {
        self.origin = origin
        self.proposal = proposal
        self.isShown = isShown
    }
}

/// A primitive with exactly one child that it lays out at its own origin: most modifiers.
/// The helpers below implement "pass the child's answer through".
extension LayoutPrimitive {
    /// The child's explicit value moved into this view's coordinates by `offset`.
    func childExplicitAlignment(_ key: AlignmentKey, subviews: LayoutSubviews, placement: SubviewPlacement) -> Double? {
        guard let child = subviews.first,
              let value = child.dimensions(in: placement.proposal).explicit(key) else { return nil }
        return value + placement.origin[key.axis]
    }
}

/// What leaves show, for renderers; containers and modifiers draw nothing themselves.
public protocol DrawableLeaf {
    func placedContent() -> PlacedContent
    func placedText(in size: Size, proposal: ProposedSize, context: LayoutContext) -> PlacedText?
}

extension DrawableLeaf {
    public func placedText(in size: Size, proposal: ProposedSize, context: LayoutContext) -> PlacedText? { nil }
}

/// A leaf whose drawing depends on the size it is placed at: a program's `Shape`, whose
/// `path(in:)` SwiftUI calls with the view's bounds (Apple, `Shape.path(in:)`: "Describes this
/// shape as a path within a rectangular frame of reference"). Asked when the placed views are
/// read, in place of `placedContent()`.
public protocol SizedDrawableLeaf: DrawableLeaf {
    func placedContent(in size: Size) -> PlacedContent
}

/// How a primitive treats its children when the scene is normalised (see `ChildRole`).
public protocol ChildRoleProviding {
    var childRole: ChildRole { get }
}
