/// How far apart the lines of a multi-line `Text` are.
///
/// SwiftUI gives the first line the font's natural height (ascender + descender + line gap,
/// 20.287 for 17 pt SF) and advances every later line by the leading of the text style from
/// Apple's HIG type table (`TextStyle.leading`: body 22, largeTitle 41, …) plus any
/// `lineSpacing(_:)`. Two body lines are therefore 20.287 + 22 = 42.287 → 42.333 at @3x, the
/// height published real-SwiftUI measurements give (`docs/text-metrics.md`, "Line advance").
/// A font that is not a system text style (`.system(size:)`, `.custom`) has no HIG leading and
/// advances by its natural line height.
public struct LineAdvance: Hashable, Sendable {
    /// The height of the first line.
    public var firstLine: Double
    /// The distance from one baseline to the next.
    public var advance: Double

    public init(font: FontDescriptor, metrics: FontLineMetrics, lineSpacing: Double = 0) {
        firstLine = metrics.lineHeight
        let leading: Double
        if font.family == .system, let style = font.textStyle {
            // At another Dynamic Type size the style's leading scales with its point size
            // (**unverified**: proportional, see `DynamicTypeSize`); at the default size it is exact.
            leading = style.leading * (font.size / style.size)
        } else {
            leading = metrics.lineHeight
        }
        advance = leading + (lineSpacing.isFinite ? max(lineSpacing, 0) : 0)
    }

    /// The height of `count` lines (at least one).
    public func height(ofLines count: Int) -> Double {
        firstLine + Double(max(count, 1) - 1) * advance
    }

    /// How many whole lines fit in `height` (at least one).
    public func linesFitting(in height: Double) -> Int {
        guard advance > 0, height > firstLine else { return 1 }
        // Capped so a huge height (`.greatestFiniteMagnitude`) stays an integer count.
        let more = min(((height - firstLine + 1e-7) / advance).rounded(.down), 1e9)
        return 1 + Int(more)
    }
}
