/// The indicator of a `ProgressView` on iOS.
///
/// Circular (indeterminate, `ProgressView()`): `UIActivityIndicatorView`'s medium size, 20 × 20
/// (Mark Meretzky, "UIActivityIndicatorView", markmeretzky.com: 20 × 20 on iPhone 6, 37 × 37
/// for the large style). Linear (`ProgressView(value:)`): a bar as wide as proposed (`nil` → 10,
/// as for any view without an ideal size), 4 pt tall — the bar height is **unverified**.
public struct ProgressLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public static let spinner = Size(width: 20, height: 20)
    public static let barHeight = 4.0

    public var isLinear: Bool

    public init(isLinear: Bool) { self.isLinear = isLinear }

    public var kind: String { isLinear ? "ProgressBar" : "ProgressSpinner" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        isLinear ? Size(width: proposal.width ?? 10, height: Self.barHeight) : Self.spinner
    }

    public func placedContent() -> PlacedContent { .shape(isLinear ? .capsule : .circle) }
}
