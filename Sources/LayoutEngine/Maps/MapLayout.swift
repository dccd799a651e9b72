/// MapKit for SwiftUI's `Map`: an `MKMapView` (a UIKit view with no intrinsic content size), so it
/// takes the size it is offered on each axis, as a colour does; an axis proposed nil becomes
/// 10 pt, SwiftUI's default for a view with no ideal size (`ProposedViewSize
/// .replacingUnspecifiedDimensions`; that a representable without an intrinsic size gets this
/// default is LayoutLens's reading, unverified; docs/apple-library.md, "MapKit").
///
/// Its children are the map's fill and one `MapAnnotationLayer` per annotation, each proposed
/// the map's whole size and placed at its top-leading corner, so the map's size never depends
/// on its content.
public struct MapLayout: LayoutPrimitive, ChildRoleProviding {
    public init() {}

    public var kind: String { "Map" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: .zero, proposal: ProposedSize(size)) }
    }
}
