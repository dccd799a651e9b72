/// A guide along the vertical axis: where views line up in an `HStack`, frame or overlay.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey

    public init(key: AlignmentKey) { self.key = key }

    /// y = 0.
    public static let top = VerticalAlignment(key: AlignmentKey(axis: .vertical, name: "top", defaultValue: .fraction(0)))
    /// y = height / 2.
    public static let center = VerticalAlignment(key: AlignmentKey(axis: .vertical, name: "center", defaultValue: .fraction(0.5)))
    /// y = height.
    public static let bottom = VerticalAlignment(key: AlignmentKey(axis: .vertical, name: "bottom", defaultValue: .fraction(1)))
    /// The first line's baseline of the topmost text; views without text default to their bottom
    /// edge (OpenSwiftUI `ViewDimensions`, `swiftui-layout-facts.md` §B9).
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(
        axis: .vertical, name: "firstTextBaseline", defaultValue: .fraction(1), combination: .minimum))
    /// The last line's baseline of the bottommost text; views without text default to their bottom edge.
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(
        axis: .vertical, name: "lastTextBaseline", defaultValue: .fraction(1), combination: .maximum))

    /// A custom guide; like a custom `AlignmentID`, it defaults to `defaultFraction` × height.
    public static func custom(_ name: String, defaultFraction: Double = 0) -> VerticalAlignment {
        VerticalAlignment(key: AlignmentKey(axis: .vertical, name: name, defaultValue: .fraction(defaultFraction)))
    }

    public var description: String { key.name }
}
