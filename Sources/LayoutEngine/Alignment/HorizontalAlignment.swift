/// A guide along the horizontal axis: where views line up in a `VStack`, frame or overlay.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey

    public init(key: AlignmentKey) { self.key = key }

    /// x = 0.
    public static let leading = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, name: "leading", defaultValue: .fraction(0)))
    /// x = width / 2.
    public static let center = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, name: "center", defaultValue: .fraction(0.5)))
    /// x = width.
    public static let trailing = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, name: "trailing", defaultValue: .fraction(1)))

    /// A custom guide; like a custom `AlignmentID`, it defaults to `defaultFraction` × width.
    public static func custom(_ name: String, defaultFraction: Double = 0) -> HorizontalAlignment {
        HorizontalAlignment(key: AlignmentKey(axis: .horizontal, name: name, defaultValue: .fraction(defaultFraction)))
    }

    public var description: String { key.name }
}
