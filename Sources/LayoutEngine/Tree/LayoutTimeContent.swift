/// A view whose children are made while the pass places it, from where it ends up.
///
/// SwiftUI's `GeometryReader` calls its content closure with a proxy of its final size and
/// position, so its children can only be known then. The pass asks `content(placedIn:ancestors:)`
/// once per pass, when it places the view, and lays the children out like any others (memoised,
/// traced). The view's own size must not depend on its children.
public protocol LayoutTimeContent: LayoutPrimitive {
    /// The children of this view placed at `frame` (canvas coordinates), below `ancestors`
    /// (outermost first, each with its frame in canvas coordinates), in the pass of `context`.
    func content(placedIn frame: Rect, ancestors: [PlacedAncestor], context: LayoutContext) -> [ViewNode]
}

/// A view being placed around the one asking: its primitive and its frame in canvas coordinates.
public struct PlacedAncestor {
    public let primitive: any LayoutPrimitive
    public let frame: Rect
}
