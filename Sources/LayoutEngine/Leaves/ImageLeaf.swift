/// `Image("name")`: a fixed-size view, unless made `.resizable()`.
///
/// Kean's "SwiftUI Layout System" (seed 003): an image is its natural size whatever it is
/// proposed ("non-negotiable"), so an 80×80 image stays 80×80 in a 70-pt slot. A resizable image
/// takes the proposal on each axis and falls back to its natural size on an unspecified one
/// (`swiftui-layout-facts.md` §B12).
///
/// `Image(systemName:)` (no symbol data ships) is a square placeholder sized from the current
/// font, as SwiftUI scales symbols with the text style (Apple, `Image.Scale`, `imageScale(_:)`):
/// the side is the font's point size times `symbolScale` (see `SymbolScale`).
public struct ImageLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var name: String
    public var naturalSize: Size
    public var isResizable: Bool
    /// For a system symbol: the `imageScale` factor; the natural size then follows the font.
    public var symbolScale: Double?

    public init(name: String, naturalSize: Size, isResizable: Bool = false) {
        self.name = name
        self.naturalSize = naturalSize
        self.isResizable = isResizable
    }

    public var kind: String { "Image" }
    public var defaultLabel: String { "Image(\"\(name)\")" }
    public var childRole: ChildRole { .leaf }

    /// The natural size where this image is: a symbol's follows the font in its environment.
    public func naturalSize(in environment: LayoutEnvironment) -> Size {
        guard let symbolScale else { return naturalSize }
        let side = environment.text.font.size * symbolScale
        return Size(width: side, height: side)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let natural = naturalSize(in: context.environment)
        guard isResizable else { return natural }
        return proposal.replacingUnspecified(by: natural)
    }

    public func placedContent() -> PlacedContent { .image(name: name, isResizable: isResizable) }
}
