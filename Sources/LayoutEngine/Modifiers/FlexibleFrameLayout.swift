/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Apple's documentation of the modifier and OpenSwiftUI `_FlexFrameLayout` (§B6), per axis:
/// - **Normalisation** of contradictory values at creation: `min = max(min, 0)`,
///   `ideal = max(min ?? 0, ideal)`, `max = max(ideal ?? 0, max)`.
/// - Proposed a value with both `min` and `max` given (min ≤ max): the clamped proposal, without
///   consulting the child. Proposed nil: the `ideal` if given.
/// - Otherwise the child is proposed `(proposal ?? ideal)` clamped to [min, max] and the frame
///   takes the child's size, clamped: only `min` → `max(min(offer, child), min)`; only `max` →
///   `min(max(offer, child), max)`. So `maxWidth: .infinity` takes the whole proposal and
///   `minWidth: 100` alone is at least 100 (seed 002: green `.frame(minWidth: 100)` offered 75 is 100).
/// - When placing, the child is offered the frame's size, except on an axis with no ideal, a nil
///   proposal and a size strictly inside (min, max), where it is offered nil.
public struct FlexibleFrameLayout: UnaryLayoutModifier {
    public struct Limits: Hashable, Sendable {
        public var min: Double?
        public var ideal: Double?
        public var max: Double?

        /// Applies SwiftUI's normalisation of contradictory values.
        public init(min: Double?, ideal: Double?, max: Double?) {
            let minimum = Self.valid(min).map { Swift.max($0, 0) }
            let idealValue = Self.valid(ideal).map { Swift.max(minimum ?? 0, $0) }
            let maximum = Self.valid(max, allowsInfinity: true).map { Swift.max(idealValue ?? 0, $0) }
            self.min = minimum
            self.ideal = idealValue
            self.max = maximum
        }

        private static func valid(_ value: Double?, allowsInfinity: Bool = false) -> Double? {
            guard let value, !value.isNaN else { return nil }
            if value.isInfinite && !(allowsInfinity && value > 0) { return nil }
            return value
        }

        /// The frame's length when it is determined without the child.
        func determined(_ offer: Double?) -> Double? {
            if let offer {
                if let min, let max, min <= max { return Swift.min(Swift.max(offer, min), max) }
                return nil
            }
            return ideal
        }

        /// What the child is offered on this axis.
        func childOffer(_ offer: Double?) -> Double? {
            guard let value = offer ?? ideal else { return nil }
            return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// The frame's length from the child's answer.
        func fromChild(_ child: Double, offered: Double?) -> Double {
            switch (min, max) {
            case let (min?, max?): return Swift.min(Swift.max(child, min), max)
            case let (min?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), min)
            case let (nil, max?): return Swift.min(Swift.max(offered ?? -.infinity, child), max)
            case (nil, nil): return child
            }
        }
    }

    public var horizontal: Limits
    public var vertical: Limits
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        horizontal = Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        vertical = Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    public var kind: String { "frame" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = horizontal.determined(proposal.width)
        let height = vertical.determined(proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let offer = ProposedSize(width: horizontal.childOffer(proposal.width), height: vertical.childOffer(proposal.height))
        let child = subviews.first?.sizeThatFits(offer) ?? .zero
        return Size(width: width ?? horizontal.fromChild(child.width, offered: offer.width),
                    height: height ?? vertical.fromChild(child.height, offered: offer.height))
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        func offer(_ limits: Limits, _ proposed: Double?, _ chosen: Double) -> Double? {
            if limits.ideal == nil, proposed == nil,
               chosen > (limits.min ?? -.infinity), chosen < (limits.max ?? .infinity) { return nil }
            return chosen
        }
        let offered = ProposedSize(width: offer(horizontal, proposal.width, size.width),
                                   height: offer(vertical, proposal.height, size.height))
        return subviews.map { child in
            SubviewPlacement(origin: alignedOrigin(of: child.dimensions(in: offered), in: size, alignment: alignment),
                             proposal: offered)
        }
    }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        var edges: EdgeSet = []
        if horizontal.min != nil || horizontal.max != nil { edges.formUnion(.horizontal) }
        if vertical.min != nil || vertical.max != nil { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? .standard).resetting(edges)
    }
}
