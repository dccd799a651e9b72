/// `Image.Scale` for SF Symbols: how large a symbol is relative to the font it sits in.
///
/// Apple's `imageScale(_:)` documents the three scales (small, medium, large) and that symbols
/// follow the current font; no published table gives their sizes, and no symbol data ships with
/// LayoutLens. **Unverified rule:** a medium symbol is a square as wide as the font's point size
/// (17 × 17 at `.body`, the reader's former fixed placeholder), small 0.8 and large 1.3 of it. Real
/// symbols differ in width from one to another (a wide symbol such as `chevron.compact.down` is
/// nearly three times as wide as tall, Apple Developer Forums thread 716773), so a symbol's width
/// can be off by its aspect ratio; its height is within a few points at text sizes.
public enum SymbolScale: String, CaseIterable, Sendable {
    case small, medium, large

    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}
