/// `alignmentGuide(_:computeValue:)`: gives the view an explicit value for one guide, computed
/// from its dimensions (`{ d in d[.leading] + 10 }`). Containers that align on that guide use it
/// instead of the default; every other guide, the size, spacing and priority pass through (§B9).
public struct AlignmentGuideModifier: PassThroughModifier {
    public var key: AlignmentKey
    public var compute: @Sendable (ViewDimensions) -> Double

    public init(_ guide: HorizontalAlignment, compute: @escaping @Sendable (ViewDimensions) -> Double) {
        self.key = guide.key
        self.compute = compute
    }

    public init(_ guide: VerticalAlignment, compute: @escaping @Sendable (ViewDimensions) -> Double) {
        self.key = guide.key
        self.compute = compute
    }

    public var kind: String { "alignmentGuide" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        if key == self.key {
            let value = compute(dimensions)
            return value.isFinite ? value : nil
        }
        return dimensions.explicit(key)
    }
}
