/// `Image.Scale` for SF Symbols: how large a symbol is relative to the font it sits in.
///
/// Apple documents that symbols follow the font (`imageScale(_:)`; UIKit's
/// `SymbolConfiguration(textStyle:)`: a symbol picks up the text style's font so it matches text of
/// that style, and scales with Dynamic Type) and the scale factors relative to medium: small is
/// "approximately 20% smaller" and large "approximately 30% larger" than medium (AppKit
/// `NSImage.SymbolScale.small` / `.large` documentation; the same three scales as iOS's
/// `UIImage.SymbolScale`), hence 0.8 and 1.3. **Unverified:** the medium size itself: a square as
/// wide as the font's point size (17 × 17 at `.body`); no published table gives it, and real
/// symbols differ in width from one to another (`chevron.compact.down` is nearly three times as
/// wide as tall, Apple Developer Forums thread 716773). What would settle it: frames of
/// `Image(systemName:)` measured in a simulator for a few symbols per text style.
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
