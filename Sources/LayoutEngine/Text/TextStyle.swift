/// SwiftUI's dynamic text styles (`Font.TextStyle`) with their iOS sizes and leading at the
/// default Dynamic Type setting ("Large"), from Apple's Human Interface Guidelines typography
/// specifications (developer.apple.com/design/human-interface-guidelines/typography#Specifications,
/// table "iOS, iPadOS Dynamic Type sizes", column "Large (default)"):
///
/// | style | weight | size | leading |
/// | --- | --- | --- | --- |
/// | largeTitle | regular | 34 | 41 |
/// | title | regular | 28 | 34 |
/// | title2 | regular | 22 | 28 |
/// | title3 | regular | 20 | 25 |
/// | headline | semibold | 17 | 22 |
/// | body | regular | 17 | 22 |
/// | callout | regular | 16 | 21 |
/// | subheadline | regular | 15 | 20 |
/// | footnote | regular | 13 | 18 |
/// | caption | regular | 12 | 16 |
/// | caption2 | regular | 11 | 13 |
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

    /// The HIG leading on iOS at the default size category: the distance from one baseline to
    /// the next in a paragraph of this style. A multi-line `Text` in this style advances every
    /// line after the first by it (`docs/text-metrics.md`, "Line advance").
    public var leading: Double {
        switch self {
        case .largeTitle: return 41
        case .title: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline: return 22
        case .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption: return 16
        case .caption2: return 13
        }
    }
}
