/// The indicator of a `ProgressView` on iOS.
///
/// Circular (indeterminate, `ProgressView()`): `UIActivityIndicatorView`'s medium size, 20 × 20
/// (Mark Meretzky, "UIActivityIndicatorView", markmeretzky.com: 20 × 20 on iPhone 6, 37 × 37
/// for the large style). Linear (`ProgressView(value:)`): a bar as wide as proposed (`nil` → 10,
/// as for any view without an ideal size), 4 pt tall — the bar height is **unverified**.
public struct ProgressLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding, ControlDrawingProviding {
    public static let spinner = Size(width: 20, height: 20)
    /// `UIActivityIndicatorView`'s large style, 37 × 37 (Meretzky, as above): a spinner under
    /// `.controlSize(.large)` or `.extraLarge`. **Unverified:** that SwiftUI's large control size
    /// chooses UIKit's large style (the mini and small sizes keep the medium 20 × 20, also unverified).
    public static let largeSpinner = Size(width: 37, height: 37)
    public static let barHeight = 4.0

    public var isLinear: Bool

    /// How far a linear bar is filled, 0…1 (drawn only).
    public var fraction: Double

    /// A large spinner (`largeSpinner`); a bar keeps its height.
    public var isLarge: Bool

    public init(isLinear: Bool, fraction: Double = 0, isLarge: Bool = false) {
        self.isLinear = isLinear
        self.fraction = fraction
        self.isLarge = isLarge
    }

    public var controlDrawing: ControlDrawing? { isLinear ? .progressBar(fraction: fraction) : .spinner }

    public var kind: String { isLinear ? "ProgressBar" : "ProgressSpinner" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        isLinear ? Size(width: proposal.width ?? 10, height: Self.barHeight) : isLarge ? Self.largeSpinner : Self.spinner
    }

    public func placedContent() -> PlacedContent { .shape(isLinear ? .capsule : .circle) }
}
