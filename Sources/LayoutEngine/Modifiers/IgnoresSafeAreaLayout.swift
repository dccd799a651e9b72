/// `.ignoresSafeArea(_:edges:)` below a preview's root: a view that reaches an edge of the safe area
/// grows past it, over the screen's inset on that edge.
///
/// SwiftUI proposes the root its safe area and gives each view the part of the screen's insets
/// its own frame touches; `ignoresSafeArea` "expands the safe area of a view" (Apple's
/// documentation of `ignoresSafeArea(_:edges:)`) by giving that part to its content. The modifier
/// takes its child's size while its parent lays it out — the parent and the views beside it do
/// not move, and the modifier's own frame, which a `.background` or `.border` after it sees, stays
/// inside the safe area — and when it is placed with an edge on the safe area's boundary, its
/// content is proposed the rectangle grown by the screen's inset on that edge and centred in it (a
/// `Color` or gradient then fills the status-bar area). A view away from the boundary, or inside a
/// view that already took the inset, does not grow. Observed on iOS 16 (zenn.dev/samekard_dev,
/// "iOS16 ignoresSafeArea 観測隊"): a `Rectangle` in a `VStack` reaches the unsafe area when
/// either of them ignores it. The growth happens in `LayoutPass.place`, which knows global frames.
///
/// `screenInsets` are the insets of the screen the preview runs on (top 59, bottom 34 on the
/// default device; `docs/swiftui-subset.md`) minus those the root already ignores; a preview with
/// no device (`sizeThatFitsLayout`, a fixed size) has none, and the modifier then changes nothing.
public struct IgnoresSafeAreaLayout: LayoutPrimitive, SafeAreaExpanding {
    /// The edges whose inset the view may take (`edges:`, all by default).
    public var edges: EdgeSet
    /// The screen's safe-area insets that this scenario lays its root out inside of.
    public var screenInsets: EdgeInsets

    public init(edges: EdgeSet = .all, screenInsets: EdgeInsets) {
        self.edges = edges
        self.screenInsets = screenInsets
    }

    public var kind: String { "ignoresSafeArea" }
    public var safeAreaExpansion: SafeAreaExpansion? { SafeAreaExpansion(edges: edges, screenInsets: screenInsets, children: .all) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecified(by: .zero)
    }
}

/// A primitive some of whose children are laid out over the screen's safe-area insets when the
/// primitive's frame reaches the safe area's edge: `ignoresSafeArea` (its content) and a
/// shape-style `background` (its background, `background(_:ignoresSafeAreaEdges:)`).
public protocol SafeAreaExpanding {
    /// What grows, or nil when nothing does (no device insets, no edges).
    var safeAreaExpansion: SafeAreaExpansion? { get }
}

/// The edges a primitive's children may grow over, the screen's insets, and which children grow.
public struct SafeAreaExpansion: Sendable, Equatable {
    public enum Children: Sendable, Equatable {
        /// Every child (`ignoresSafeArea`'s content).
        case all
        /// Every child but the first (a background's views, not the modified view).
        case secondaries
    }

    public var edges: EdgeSet
    public var screenInsets: EdgeInsets
    public var children: Children

    public init(edges: EdgeSet, screenInsets: EdgeInsets, children: Children) {
        self.edges = edges
        self.screenInsets = screenInsets
        self.children = children
    }

    /// The insets `frame` (global, in the root's safe-area coordinates, whose size is `safeArea`)
    /// grows by: the screen's inset on each allowed edge the frame touches, unless an enclosing
    /// view already took that edge's inset (`taken`).
    public func expansion(of frame: Rect, safeArea: Size, taken: EdgeSet) -> EdgeInsets {
        let tolerance = 0.001
        func grows(_ edge: EdgeSet, _ inset: Double, touching: Bool) -> Double {
            edges.contains(edge) && !taken.contains(edge) && inset > 0 && touching ? inset : 0
        }
        return EdgeInsets(
            top: grows(.top, screenInsets.top, touching: frame.origin.y <= tolerance),
            leading: grows(.leading, screenInsets.leading, touching: frame.origin.x <= tolerance),
            bottom: grows(.bottom, screenInsets.bottom, touching: frame.maxY >= safeArea.height - tolerance),
            trailing: grows(.trailing, screenInsets.trailing, touching: frame.maxX >= safeArea.width - tolerance))
    }
}
