/// `layoutPriority(_:)`: how early a stack serves this view.
///
/// The default priority is 0. A stack offers its highest-priority children all its space minus
/// what its lower-priority children need at minimum (Apple's `layoutPriority(_:)` documentation;
/// Kean, seed 003; Ole Begemann, seed 001: the yellow view with priority 1 gets 600 × 0.5 = 300).
/// The priority is seen only through modifiers that pass it on (`fixedSize`, `alignmentGuide`,
/// `overlay`, `background`, `offset`); frames and padding report 0, so it must be applied
/// outside them (§B2).
public struct LayoutPriorityModifier: PassThroughModifier {
    public var priority: Double

    public init(_ priority: Double) { self.priority = priority }

    public var kind: String { "layoutPriority" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { priority }
}
