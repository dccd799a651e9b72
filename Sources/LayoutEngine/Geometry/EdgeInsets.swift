/// Insets on the four edges of a rectangle, in points (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on every edge in `edges`, zero elsewhere.
    public init(edges: EdgeSet, length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// These insets with the edges in `edges` set to zero (a view ignoring the safe area there).
    public func removing(_ edges: EdgeSet) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? 0 : top, leading: edges.contains(.leading) ? 0 : leading,
                   bottom: edges.contains(.bottom) ? 0 : bottom, trailing: edges.contains(.trailing) ? 0 : trailing)
    }

    /// Edge by edge, the sum (padding added to padding).
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// The total inset along `axis`.
    public func total(along axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}
