/// `overlay(alignment:content:)` and `background(alignment:content:)`; `border` is an overlay of a
/// stroked rectangle.
///
/// The modified view keeps the primary's size, spacing, priority and guides: the secondary
/// never affects layout. The secondary is proposed exactly the primary's size and placed so that
/// its `alignment` guides coincide with the primary's (default `.center`). Several views in a
/// `content` closure form one implicit ZStack, centred among themselves, which `SceneNormalizer`
/// builds and this layout places as a unit (Apple, `overlay(alignment:content:)`,
/// `background(alignment:content:)`; `swiftui-layout-facts.md` §B10).
public struct OverlayLayout: LayoutPrimitive, ChildRoleProviding, SafeAreaExpanding {
    public enum Placement: String, Hashable, Sendable {
        case overlay, background
    }

    public var alignment: Alignment
    public var placement: Placement
    /// `background(_ style:ignoresSafeAreaEdges:)` (default `.all`): the edges on which the
    /// background grows over the screen's safe-area insets when the modified view reaches them.
    /// Apple: "The set of edges for which to ignore safe area insets when adding the background";
    /// a `Color` takes this overload, a view `background(_:alignment:)` does not (NativePHP
    /// mobile-air #477, iOS 26.5 simulator). Empty for overlays and view backgrounds.
    public var secondariesIgnoreSafeArea: EdgeSet
    /// The screen's insets for `secondariesIgnoreSafeArea` (none without a device).
    public var screenInsets: EdgeInsets

    public init(alignment: Alignment = .center, placement: Placement = .overlay,
                secondariesIgnoreSafeArea: EdgeSet = [], screenInsets: EdgeInsets = EdgeInsets()) {
        self.alignment = alignment
        self.placement = placement
        self.secondariesIgnoreSafeArea = secondariesIgnoreSafeArea
        self.screenInsets = screenInsets
    }

    public var safeAreaExpansion: SafeAreaExpansion? {
        guard !secondariesIgnoreSafeArea.isEmpty, screenInsets != EdgeInsets() else { return nil }
        return SafeAreaExpansion(edges: secondariesIgnoreSafeArea, screenInsets: screenInsets, children: .secondaries)
    }

    public var kind: String { placement.rawValue }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .primaryAndSecondaries }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        guard let primary = subviews.first else { return [] }
        let primaryDimensions = primary.dimensions(in: proposal)
        var result = [SubviewPlacement(origin: .zero, proposal: proposal)]
        let secondaryProposal = ProposedSize(size)
        for index in 1..<subviews.count {
            let dimensions = subviews[index].dimensions(in: secondaryProposal)
            let origin = Point(x: primaryDimensions[alignment.horizontal] - dimensions[alignment.horizontal],
                               y: primaryDimensions[alignment.vertical] - dimensions[alignment.vertical])
            result.append(SubviewPlacement(origin: origin, proposal: secondaryProposal))
        }
        return result
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.dimensions(in: proposal).explicit(key)
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .standard
    }
}
