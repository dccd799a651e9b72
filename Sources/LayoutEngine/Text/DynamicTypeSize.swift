/// Dynamic Type: the text size the reader chose in Settings, from `xSmall` to `accessibility5`
/// (SwiftUI's `DynamicTypeSize`; `.large` is the default).
///
/// Each text style's point size per setting is Apple's published table (Human Interface
/// Guidelines, "Typography", "iOS, iPadOS Dynamic Type sizes"). Cross-check: a measurement in the
/// iOS 8.4 simulator (gist "Generated within the iPhone Simulator (iOS Version 8.4 (12H141))",
/// `UIFont.preferredFont` point sizes) gives the same sizes for headline, subheadline, body,
/// footnote, caption 1 and 2 from xSmall to xxxLarge, and body's accessibility sizes (28, 33, 40,
/// 47, 53). **Unverified:** the large-title, title 1–3 and callout rows and the other styles'
/// accessibility sizes are the HIG table as recalled, not checked against a retrieved copy or a
/// measurement (iOS 8 did not grow styles other than body beyond xxxLarge; current iOS does).
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The point size of `style` at this setting.
    public func size(of style: TextStyle) -> Double {
        guard let index = Self.allCases.firstIndex(of: self), let row = Self.table[style] else { return style.size }
        return row[index]
    }

    /// Columns: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension FontDescriptor {
    /// This font at `size`: a text-style font takes the style's size there; a custom font that
    /// `scalesRelativeTo` a style is multiplied by that style's size there over its size at
    /// `.large` (Apple, "Applying custom fonts to text": a custom font "scales relative to" body,
    /// or the style given to `relativeTo:`); a font of a fixed point size (`.system(size:)`,
    /// `.custom(_:fixedSize:)`) does not scale. SwiftUI's exact rounding of the scaled size is
    /// unverified (no rounding here).
    public func scaled(to dynamicTypeSize: DynamicTypeSize) -> FontDescriptor {
        if let style = scalesRelativeTo {
            var scaled = self
            let base = unscaledSize ?? size
            scaled.unscaledSize = base
            scaled.size = base * dynamicTypeSize.size(of: style) / style.size
            return scaled
        }
        guard let textStyle else { return self }
        var scaled = self
        scaled.size = dynamicTypeSize.size(of: textStyle)
        return scaled
    }
}

extension TextStyle {
    /// The style's font at the Dynamic Type size in `environment`.
    public func font(in environment: LayoutEnvironment) -> FontDescriptor {
        defaultFont.scaled(to: environment.text.dynamicTypeSize)
    }
}
