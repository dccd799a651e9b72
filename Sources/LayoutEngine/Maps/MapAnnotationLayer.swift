/// One annotation of a `Map` (`Annotation`, `Marker`, the iOS 14 `MapAnnotation`): a layer the
/// size of the map whose one child, the annotation's view, is laid out at its ideal size (the
/// view is proposed nil on both axes) and placed so that its `anchor` point lies on the
/// annotation's coordinate (Apple, `Annotation.init(_:coordinate:anchor:content:)`: "anchor: A
/// UnitPoint value that indicates how to position the content around the provided coordinate",
/// `anchor: UnitPoint = .center`).
///
/// The coordinate is projected with Web Mercator (`MapProjection`) relative to the centre of
/// the map's region; the region is fitted to the map's frame on the axis that limits it, so the
/// whole region stays visible (Apple, `MKMapView.region`: "the map may adjust the new region
/// value so that it fits the visible area of the map precisely"; which axis MapKit keeps is
/// LayoutLens's reading, unverified). Without a known region (`.automatic` with several
/// places, a camera) every annotation is at the map's centre, which the runtime warns about.
public struct MapAnnotationLayer: LayoutPrimitive, ChildRoleProviding {
    /// The coordinate's offset from the region's centre in Web Mercator world units (x east,
    /// y south, the world 1 wide), or nil for the centre.
    public var offset: Point?
    /// The region's extent in world units; nil when the map's zoom is not known.
    public var span: Point?
    /// The point of the view on the coordinate, in unit coordinates of the view (0…1).
    public var anchor: Point

    public init(offset: Point?, span: Point?, anchor: Point) {
        self.offset = offset
        self.span = span
        self.anchor = anchor
    }

    public var kind: String { "MapAnnotation" }
    public var childRole: ChildRole { .modifier }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    /// Where the coordinate lies in a map of `size`: its centre moved by the offset at the
    /// scale that fits the region (points per world unit, the smaller of the two axes').
    public func point(in size: Size) -> Point {
        let centre = Point(x: size.width / 2, y: size.height / 2)
        guard let offset, let span, span.x > 0 || span.y > 0 else { return centre }
        let scales = [span.x > 0 ? size.width / span.x : Double.infinity, span.y > 0 ? size.height / span.y : Double.infinity]
        let scale = scales.min() ?? 0
        guard scale.isFinite else { return centre }
        return Point(x: centre.x + offset.x * scale, y: centre.y + offset.y * scale)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let point = point(in: size)
        return subviews.map { subview in
            let ideal = subview.sizeThatFits(.unspecified)
            let origin = Point(x: point.x - anchor.x * ideal.width, y: point.y - anchor.y * ideal.height)
            return SubviewPlacement(origin: origin, proposal: .unspecified)
        }
    }
}
