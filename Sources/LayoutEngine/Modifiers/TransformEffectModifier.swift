/// `rotationEffect(_:anchor:)` and `scaleEffect(_:anchor:)`: the view is drawn turned or scaled
/// about `anchor`; its layout is the child's, unchanged (Apple: both "render" the view
/// transformed; neither modifies the frame the parent placed).
public struct TransformEffectModifier: PassThroughModifier, RenderEffectProviding {
    public var renderEffect: RenderEffect

    public init(_ effect: RenderEffect) {
        switch effect {
        case .offset(let x, let y): renderEffect = .offset(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        case .rotation(let degrees, let anchor):
            renderEffect = .rotation(degrees: degrees.isFinite ? degrees : 0, anchor: Self.finite(anchor))
        case .scale(let x, let y, let anchor):
            renderEffect = .scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, anchor: Self.finite(anchor))
        }
    }

    public var kind: String {
        switch renderEffect {
        case .offset: return "offset"
        case .rotation: return "rotationEffect"
        case .scale: return "scaleEffect"
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.dimensions(in: proposal).explicit(key)
    }

    private static func finite(_ point: Point) -> Point {
        Point(x: point.x.isFinite ? point.x : 0.5, y: point.y.isFinite ? point.y : 0.5)
    }
}
