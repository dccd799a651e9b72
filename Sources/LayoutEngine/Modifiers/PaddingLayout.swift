/// `padding(_:_:)`: insets its child.
///
/// The child is proposed the padding's proposal minus the insets (never below 0; an unspecified
/// axis stays unspecified) and the padding's size is the child's plus the insets; the child sits
/// at the leading/top inset (OpenSwiftUI `PaddingLayout`, §B7). Without a length SwiftUI uses the
/// environment's default padding, 16 pt on iOS, on the edges given (all by default). Priority is
/// 0; padded edges get standard spacing again.
public struct PaddingLayout: UnaryLayoutModifier {
    /// SwiftUI's default padding on iOS.
    public static let defaultLength = 16.0

    public var insets: EdgeInsets
    public var edges: EdgeSet

    public init(edges: EdgeSet = .all, length: Double? = nil) {
        self.edges = edges
        self.insets = EdgeInsets(edges: edges, length: length ?? Self.defaultLength)
    }

    public init(insets: EdgeInsets) {
        self.insets = insets
        var edges: EdgeSet = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        self.edges = edges
    }

    public var kind: String { "padding" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let child = subviews.first?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
        return Size(width: child.width + insets.leading + insets.trailing,
                    height: child.height + insets.top + insets.bottom)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in
            SubviewPlacement(origin: Point(x: insets.leading, y: insets.top), proposal: proposal.inset(by: insets))
        }
    }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        (subviews.first?.spacing ?? .standard).resetting(edges)
    }
}
