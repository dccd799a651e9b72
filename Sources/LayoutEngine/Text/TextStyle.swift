/// SwiftUI's dynamic text styles (`Font.TextStyle`) with their iOS sizes at the default
/// Dynamic Type setting ("Large"), from Apple's Human Interface Guidelines typography table:
/// largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
/// subheadline 15, footnote 13, caption 12, caption2 11.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The system font this style resolves to on iOS at the default size category.
    public var defaultFont: FontDescriptor {
        FontDescriptor(family: .system, size: size, weight: self == .headline ? .semibold : .regular, textStyle: self)
    }

    /// The point size on iOS at the default size category.
    public var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline: return 17
        case .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }
}
