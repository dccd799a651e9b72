/// The space a view wants next to its neighbours in a stack that was given no `spacing`
/// (SwiftUI's `ViewSpacing`, `swiftui-layout-facts.md` §B3).
///
/// Ordinary views leave each edge `.standard`: two of them are the system default distance,
/// 8 pt, apart on either axis. A `Spacer` publishes a fixed 0 on the edges along its stack's axis,
/// so nothing is added next to a spacer.
public struct ViewSpacing: Hashable, Sendable {
    public enum Edge: Hashable, Sendable {
        /// No preference: the system default applies.
        case standard
        /// An explicit distance that wins over the default (a `Spacer`'s 0).
        case fixed(Double)
    }

    /// SwiftUI's default distance between two views on iOS (`Spacer.minLength` documentation:
    /// "If nil, the system default spacing between views is used"; OpenSwiftUI uses 8).
    public static let defaultDistance = 8.0

    public var top: Edge
    public var leading: Edge
    public var bottom: Edge
    public var trailing: Edge

    public init(top: Edge = .standard, leading: Edge = .standard, bottom: Edge = .standard, trailing: Edge = .standard) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let standard = ViewSpacing()

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case (.standard, .standard): return Self.defaultDistance
        case (.fixed(let a), .standard), (.standard, .fixed(let a)): return a
        case (.fixed(let a), .fixed(let b)): return max(a, b)
        }
    }

    /// The same preferences, with the edges in `edges` reset to `.standard` (what padding and
    /// fixed frames do to the view they wrap, §B3).
    public func resetting(_ edges: EdgeSet) -> ViewSpacing {
        var copy = self
        if edges.contains(.top) { copy.top = .standard }
        if edges.contains(.leading) { copy.leading = .standard }
        if edges.contains(.bottom) { copy.bottom = .standard }
        if edges.contains(.trailing) { copy.trailing = .standard }
        return copy
    }
}
