import LayoutEngine

/// Measures `Text` from font files: the engine's `TextMeasuring` for LayoutLens.
///
/// The system font is the SF Pro stand-in (`SystemFontCalibration`): SF's published line metrics,
/// Inter's advances and GPOS kerning with SF's size-dependent tracking. Custom fonts come from
/// the `FontLibrary`. Lines break at UAX #14 opportunities and are truncated with "…".
///
/// Copies of one measurer are equal (they share its library and cache), so a scene laid out
/// again with them keeps its texts' layouts (`TextMeasuring`); measurers made separately are not,
/// even over the same fonts.
public struct FontTextMeasurer: TextMeasuring, Equatable {
    public let library: FontLibrary
    /// Push a lone last word down with the previous line's last word (Apple's `.standard`
    /// strategy, unverified in detail; off by default — see `LineBreaker`).
    public let avoidsOrphans: Bool
    private let cache = TextLayoutCache()

    public init(library: FontLibrary = .standard, avoidsOrphans: Bool = false) {
        self.library = library
        self.avoidsOrphans = avoidsOrphans
    }

    public func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
        cache.result(for: request) { uncachedLayout(request) }
    }

    /// The line count and widest width `layoutText` gives. At a width of 0 (a stack's probe of
    /// a text's least width: every grapheme cluster on a line of its own, rarely the layout that
    /// is drawn) they are counted without making a string per line or keeping the result; at any
    /// other width the layout is made and kept as `layoutText` makes it, since that is most often
    /// the one whose lines the engine asks for when the views are read: measured without them,
    /// the lines would be broken and the request hashed again then (`TextMeasuring.measureLines`;
    /// measured in docs/performance.md, "eighth round").
    public func measureLines(_ request: TextLayoutRequest) -> TextLineMeasure {
        guard let width = request.maxWidth, width.isFinite, width <= 0 else { return TextLineMeasure(lines: layoutText(request).lines) }
        if let known = cache.knownResult(for: request) { return TextLineMeasure(lines: known.lines) }
        let (font, maxWidth, paragraphs) = prepared(request)
        let measure = TextLayouter.measure(paragraphs, font: font, maxWidth: maxWidth, maxLines: request.maxLines,
                                           truncationMode: request.truncationMode, avoidsOrphans: avoidsOrphans)
        return TextLineMeasure(count: measure.count, width: measure.width, lines: nil)
    }

    func uncachedLayout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let (font, maxWidth, paragraphs) = prepared(request)
        let lines = TextLayouter.layout(paragraphs, font: font, maxWidth: maxWidth, maxLines: request.maxLines,
                                        truncationMode: request.truncationMode, avoidsOrphans: avoidsOrphans)
        return TextLayoutResult(lines: lines, metrics: font.metrics)
    }

    /// What laying out and measuring `request` share: its font, its width limit (a width that is
    /// not finite is none, a negative one 0) and its measured paragraphs.
    private func prepared(_ request: TextLayoutRequest) -> (font: ScaledFont, maxWidth: Double?, paragraphs: [GraphemeClusters]) {
        let font = library.resolve(request.font).font
        let maxWidth = request.maxWidth.flatMap { $0.isFinite ? max($0, 0) : nil }
        // One string is asked at several widths (a text in a stack: 0, unlimited and its offer);
        // its clusters and their advances and kerning are measured once for all of them.
        let paragraphs = cache.paragraphs(of: request.text, font: request.font) {
            TextLayouter.paragraphs(of: request.text, font: font)
        }
        return (font, maxWidth, paragraphs)
    }

    public func lineMetrics(of font: FontDescriptor) -> FontLineMetrics {
        library.resolve(font).font.metrics
    }

    /// The cache is made with the measurer, so sharing it means being a copy of the same one.
    public static func == (lhs: FontTextMeasurer, rhs: FontTextMeasurer) -> Bool {
        lhs.cache === rhs.cache && lhs.avoidsOrphans == rhs.avoidsOrphans
    }
}
