/// `Color.blue`, `Color(red:green:blue:)`: fills whatever it is offered.
///
/// A colour accepts the proposal on both axes, so it is 0…∞ flexible in a stack; an unspecified
/// axis becomes 10 pt, SwiftUI's default (`ProposedViewSize.replacingUnspecifiedDimensions`,
/// `swiftui-layout-facts.md` §B12).
public struct ColorLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var color: ColorValue

    public init(_ color: ColorValue) { self.color = color }

    public var kind: String { "Color" }
    public var defaultLabel: String {
        switch color {
        case .system(let name): return "Color.\(name.rawValue)"
        case .rgb: return "Color(\(color))"
        case .faded: return "Color.\(color)"
        }
    }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    public func placedContent() -> PlacedContent { .color(color) }
}
