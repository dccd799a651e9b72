/// How `@ScaledMetric` scales a value with Dynamic Type.
///
/// SwiftUI's `ScaledMetric` scales "relative to" a text style (`init(wrappedValue:relativeTo:)`,
/// `.body` by default) as UIKit's `UIFontMetrics(forTextStyle:).scaledValue(for:)` does: the value
/// is given at the default size category (Apple, `scaledValue(for:)`: "Specify the height of the
/// object … at the standard Dynamic Type size") and grows in proportion to the text style. The
/// rule here: value × (the style's point size at the current Dynamic Type size ÷ its point size at
/// `.large`), with the point sizes of Apple's Dynamic Type table (`DynamicTypeSize.size(of:)`).
/// **Unverified:** UIKit may round the result to the display's pixel grid; not modelled.
public enum ScaledMetricRule {
    public static func scaled(_ value: Double, relativeTo style: TextStyle, at dynamicTypeSize: DynamicTypeSize) -> Double {
        let standard = DynamicTypeSize.large.size(of: style)
        guard standard > 0, value.isFinite else { return value }
        return value * dynamicTypeSize.size(of: style) / standard
    }
}
