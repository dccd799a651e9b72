/// A view's size and its alignment guides, as an `alignmentGuide` closure sees them
/// (SwiftUI's `ViewDimensions`): `d.width`, `d[.leading]`, `d[.firstTextBaseline]`, …
///
/// A guide reads the view's explicit value when it has one (text baselines, an `alignmentGuide`
/// modifier below it) and its default otherwise.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    private let explicitValue: (AlignmentKey) -> Double?

    public init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        self.width = size.width
        self.height = size.height
        self.explicitValue = explicit
    }

    public var size: Size { Size(width: width, height: height) }

    /// The explicit value for `key`, if the view has one.
    public func explicit(_ key: AlignmentKey) -> Double? { explicitValue(key) }

    public subscript(key: AlignmentKey) -> Double { explicitValue(key) ?? key.defaultValue(in: self) }
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }
    /// A guide's explicit value, if any (`d[explicit: .firstTextBaseline]`).
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(guide.key) }
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(guide.key) }
}
