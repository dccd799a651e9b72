/// The size a parent proposes to a child: SwiftUI's `ProposedViewSize`.
///
/// Each axis is optional. Apple's documentation of `ProposedViewSize` gives the three special
/// values their meaning: `nil` asks for the view's *ideal* size on that axis, `0` for its *minimum*
/// and `.infinity` for its *maximum*. Any other value is a concrete offer the child may accept,
/// exceed or fall short of.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The offered width, or `nil` for "your ideal width".
    public var width: Double?
    /// The offered height, or `nil` for "your ideal height".
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// `nil` on both axes: the ideal size (`ProposedViewSize.unspecified`).
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// `0` on both axes: the minimum size (`ProposedViewSize.zero`).
    public static let zero = ProposedSize(width: 0, height: 0)
    /// `∞` on both axes: the maximum size (`ProposedViewSize.infinity`).
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The value along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Replaces unspecified axes with `fallback`, as `replacingUnspecifiedDimensions(by:)` does
    /// (Apple's default fallback is 10 × 10).
    public func replacingUnspecified(by fallback: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    /// The proposal shrunk by `insets` on each specified axis, never below zero; `nil` stays `nil`.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    public var description: String {
        "(\(NumberText.format(width)), \(NumberText.format(height)))"
    }
}
