/// `Text("…")`: sized by its measured lines, as SwiftUI sizes text (`text-metrics.md` §1.5, §2).
///
/// - An unspecified or infinite width means no wrapping: the ideal single-line size per paragraph.
/// - A finite width wraps the words; the width is the widest line (≤ the proposal), not the proposal.
/// - A width of 0 puts every grapheme on its own line and reports width 0, which is why a text is
///   the least flexible view of seed 004's HStack (its flexibility is its ideal width).
/// - Lines after the first advance by the text style's HIG leading plus `lineSpacing` (`LineAdvance`).
/// - A finite height or `lineLimit` keeps the lines that fit (at least one); the measurer
///   truncates the last with "…". `lineLimit(n, reservesSpace: true)` reserves n lines.
/// - A 0 × 0 proposal answers 0 × 0 (Fatbobman, "layout dimensions" part 1).
/// - Under `minimumScaleFactor(f)` a text that does not show all of itself shrinks its font
///   toward f × its size until it does (`measureShrinking`).
/// - The size is rounded *up* to the pixel grid; the first baseline is rounded to the nearest
///   pixel and the last baseline moved by the same amount, then rounded up.
public struct TextLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var content: String

    public init(_ content: String) { self.content = content }

    public var kind: String { "Text" }
    public var defaultLabel: String { "Text(\"\(content)\")" }
    public var childRole: ChildRole { .leaf }

    /// A text's size and baselines for one proposal, and which of its line layouts they come
    /// from (`lines`, the caller's own reference: the lines themselves, or where it keeps them).
    /// The numbers are plain values, so a memo keeps and moves them without retains
    /// (`CompiledTextMemo` keeps the index of a layout it holds).
    struct Measurement<Lines: Sendable>: Sendable {
        var lines: Lines
        var lineAdvance: Double
        var size: Size
        var firstBaseline: Double
        var lastBaseline: Double

        /// The value of `key` when it is one of the text baselines this leaf defines.
        func baseline(_ key: AlignmentKey) -> Double? {
            if key == VerticalAlignment.firstTextBaseline.key { return firstBaseline }
            if key == VerticalAlignment.lastTextBaseline.key { return lastBaseline }
            return nil
        }
    }

    struct Measured {
        var lines: [TextLine]
        var metrics: FontLineMetrics
        var lineAdvance: Double
        var size: Size
        var firstBaseline: Double
        var lastBaseline: Double

        init(_ measurement: Measurement<[TextLine]>, metrics: FontLineMetrics) {
            lines = measurement.lines
            self.metrics = metrics
            lineAdvance = measurement.lineAdvance
            size = measurement.size
            firstBaseline = measurement.firstBaseline
            lastBaseline = measurement.lastBaseline
        }

        /// What a renderer draws of these lines in `environment` (the one they were measured in).
        /// Under `baselineOffset(_:)` the glyphs are drawn that many points above the baseline.
        func placedText(in environment: TextEnvironment) -> PlacedText {
            PlacedText(lines: lines, font: environment.font, metrics: metrics, lineAdvance: lineAdvance,
                       firstBaseline: firstBaseline - environment.baselineOffset, alignment: environment.multilineTextAlignment)
        }

        /// Whether the lines hold every character of `text` but spaces and line breaks: nothing
        /// was cut off by truncation, a line limit or the height.
        func showsAll(of text: String) -> Bool {
            var shown = 0
            for line in lines { shown += line.text.unicodeScalars.count { !$0.properties.isWhitespace } }
            let ellipsis = lines.last?.text.hasSuffix("…") == true && !text.hasSuffix("…")
            return !ellipsis && shown >= text.unicodeScalars.count { !$0.properties.isWhitespace }
        }

        /// The value of `key` when it is one of the text baselines this leaf defines.
        func baseline(_ key: AlignmentKey) -> Double? {
            if key == VerticalAlignment.firstTextBaseline.key { return firstBaseline }
            if key == VerticalAlignment.lastTextBaseline.key { return lastBaseline }
            return nil
        }
    }

    func measure(_ proposal: ProposedSize, context: LayoutContext) -> Measured {
        measureShrinking(proposal, context: context).measured
    }

    /// The text measured in its environment's font, or, under `minimumScaleFactor(f)` when that
    /// does not show all of it in `proposal`, in the largest font down to f × its size that does
    /// (f × its size when none does), with the environment it was measured in.
    ///
    /// Apple, `minimumScaleFactor(_:)`: "Sets the minimum amount that text in this view scales
    /// down to fit in the available space … a label with a minimum scale factor of 0.5 draws its
    /// text in a font size as small as half of the actual font if needed." **Unverified:** the
    /// sizes tried (here a bisection of the scale to 1/1024, keeping the largest that fits) and
    /// that the text reports the shrunk font's line height.
    func measureShrinking(_ proposal: ProposedSize, context: LayoutContext) -> (measured: Measured, environment: TextEnvironment) {
        let environment = context.environment.text
        var full = measure(proposal, environment: environment, context: context)
        if environment.allowsTightening, let tightened = measureTightened(proposal, unless: full, environment: environment, context: context) {
            full = tightened
        }
        guard environment.minimumScaleFactor < 1, !full.showsAll(of: environment.displayed(content)) else { return (full, environment) }
        func scaled(_ scale: Double) -> TextEnvironment {
            var shrunk = environment
            shrunk.font.size = environment.font.size * scale
            return shrunk
        }
        var fitting = environment.minimumScaleFactor, tooLarge = 1.0
        var best = (measured: measure(proposal, environment: scaled(fitting), context: context), environment: scaled(fitting))
        guard best.measured.showsAll(of: environment.displayed(content)) else { return best }
        for _ in 0..<10 {
            let middle = (fitting + tooLarge) / 2
            let candidate = scaled(middle)
            let measured = measure(proposal, environment: candidate, context: context)
            if measured.showsAll(of: environment.displayed(content)) {
                fitting = middle
                best = (measured, candidate)
            } else {
                tooLarge = middle
            }
        }
        return best
    }

    /// How much wider than its line a text may be and still be tightened to fit rather than
    /// truncated: Apple, `NSParagraphStyle.tighteningFactorForTruncation`: tightening is used
    /// "provided that the ratio of the text width to the line fragment width does not exceed 1.0 +"
    /// this value, whose "default value is 0.05". **Unverified** for SwiftUI on iOS (`UILabel` says
    /// only that the amount is determined "automatically based on the font, current line width").
    static let tighteningFactor = 0.05

    /// Under `allowsTightening(true)`, when `measured` does not show all of the text: the text as
    /// laid out in a line `tighteningFactor` wider, if that shows all of it, reported at no more
    /// than the proposed width (its characters drawn closer together: the drawing keeps the
    /// untightened glyph positions). Nil when tightening does not avoid the truncation.
    private func measureTightened(_ proposal: ProposedSize, unless measured: Measured, environment: TextEnvironment,
                                  context: LayoutContext) -> Measured? {
        guard let width = proposal.width, width.isFinite, width > 0, !measured.showsAll(of: environment.displayed(content)) else { return nil }
        var tightened = measure(ProposedSize(width: width * (1 + Self.tighteningFactor), height: proposal.height),
                                environment: environment, context: context)
        guard tightened.showsAll(of: environment.displayed(content)) else { return nil }
        tightened.size.width = min(tightened.size.width, width)
        return tightened
    }

    private func measure(_ proposal: ProposedSize, environment: TextEnvironment, context: LayoutContext) -> Measured {
        let metrics = context.lineMetrics(of: environment.font)
        let measurement = withUnsafePointer(to: environment) { environment in
            Self.measure(proposal, environment: environment, metrics: metrics,
                         grid: PixelGrid(scale: context.scale), empty: [TextLine]()) { maxWidth, maxLines in
                let result = context.layoutText(TextLayoutRequest(
                    text: environment.pointee.displayed(content), font: environment.pointee.font, maxWidth: maxWidth,
                    maxLines: maxLines, truncationMode: environment.pointee.truncationMode))
                return (result.lines, result.lines.count, result.width)
            }
        }
        return Measured(measurement, metrics: metrics)
    }

    /// A text measured for `proposal` in `environment`, whose font has `metrics`: what
    /// `measure(_:context:)` answers, without a context (the pass calls it directly for the text
    /// leaves it compiled, `LayoutPass.measureText`). `layout(maxWidth, maxLines)` lays out the
    /// text's lines in the environment's font and truncation mode and gives them (or the caller's
    /// reference to them, `empty` for none), their count and the widest line's width. The
    /// environment is read in place (passed on, it would be copied).
    @inline(__always)
    static func measure<Lines: Sendable>(_ proposal: ProposedSize, environment: UnsafePointer<TextEnvironment>, metrics: FontLineMetrics,
                               grid: PixelGrid, empty: Lines,
                               layout: (Double?, Int?) -> (lines: Lines, count: Int, width: Double)) -> Measurement<Lines> {
        let advance = LineAdvance(font: environment.pointee.font, metrics: metrics, lineSpacing: environment.pointee.lineSpacing)
        if let width = proposal.width, width <= 0, let height = proposal.height, height <= 0 {
            return Measurement(lines: empty, lineAdvance: advance.advance, size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
        let maxWidth: Double?
        switch proposal.width {
        case nil: maxWidth = nil
        case let width? where width.isInfinite: maxWidth = nil
        case let width?: maxWidth = max(width, 0)
        }
        var maxLines = environment.pointee.lineLimit.map { max($0, 1) }
        if let height = proposal.height, height.isFinite, metrics.lineHeight > 0 {
            let fitting = advance.linesFitting(in: height)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        let result = layout(maxWidth, maxLines)
        var lineCount = max(result.count, 1)
        if let lower = environment.pointee.lowerLineLimit { lineCount = max(lineCount, lower) }
        let width = (maxWidth == 0) ? 0 : result.width
        // `baselineOffset(_:)` moves the glyphs off the baseline and "the bounds of the view expand
        // to contain the moved text" (Apple, `Text.baselineOffset(_:)`): taller by the offset,
        // the baseline `offset` below the top when the glyphs move up (unverified: which of the
        // two baselines the alignment guides report; this keeps the line's, as a superscript does).
        let shift = environment.pointee.baselineOffset
        let height = advance.height(ofLines: lineCount) + abs(shift)
        let first = grid.round(metrics.ascender + max(shift, 0))
        let rawLast = metrics.ascender + max(shift, 0) + Double(max(result.count, 1) - 1) * advance.advance
        let last = grid.roundUp(rawLast + (first - metrics.ascender - max(shift, 0)))
        return Measurement(lines: result.lines, lineAdvance: advance.advance,
                           size: Size(width: grid.roundUp(width), height: grid.roundUp(height)),
                           firstBaseline: first, lastBaseline: last)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        measure(proposal, context: context).size
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return measure(proposal, context: context).baseline(key)
    }

    public func placedContent() -> PlacedContent { .text }

    public func placedText(in size: Size, proposal: ProposedSize, context: LayoutContext) -> PlacedText? {
        let (measured, environment) = measureShrinking(proposal, context: context)
        return measured.placedText(in: environment)
    }
}
