/// Measures and breaks text for `Text` leaves. The engine knows nothing about fonts: it asks a
/// measurer to lay out a string in lines and then applies SwiftUI's sizing and rounding rules
/// itself (`TextLeaf`). Module `TextLayout` measures with real font files; tests can use
/// `MonospacedTextMeasurer`.
///
/// A measurer that is also `Equatable` promises that equal measurers answer every request alike:
/// then a `LayoutScene` laid out again keeps its texts' layouts and measurements from one pass to
/// the next (`measuresAlike`), and a later pass asks the measurer nothing it asked before.
public protocol TextMeasuring: Sendable {
    /// Breaks `request.text` into lines no wider than `request.maxWidth` (when given) and at most
    /// `request.maxLines` lines, truncating the last kept line with "…" when text is cut.
    func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult
    /// The line count and widest width `layoutText(request)` would give, with its lines or
    /// without them (`TextLineMeasure`). The default asks `layoutText` and keeps its lines; a
    /// measurer that answers without lines must give the same count and width as `layoutText`.
    func measureLines(_ request: TextLayoutRequest) -> TextLineMeasure
    /// The vertical metrics of `font`.
    func lineMetrics(of font: FontDescriptor) -> FontLineMetrics
}

/// What a `Text` asks its measurer.
public struct TextLayoutRequest: Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    /// `nil`: no wrapping (only explicit newlines break). `0`: every grapheme on its own line
    /// (SwiftUI turns a zero proposal into ε, `text-metrics.md` §2.4). Otherwise word wrap.
    public var maxWidth: Double?
    /// `nil`: as many lines as needed; otherwise the last kept line is truncated.
    public var maxLines: Int?
    public var truncationMode: TruncationMode

    public init(text: String, font: FontDescriptor, maxWidth: Double?, maxLines: Int? = nil,
                truncationMode: TruncationMode = .tail) {
        self.text = text
        self.font = font
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.truncationMode = truncationMode
    }
}

/// One laid-out line: its text (after truncation) and its width in points, without the
/// trailing spaces that hang past the line end.
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var width: Double

    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

/// A measurer's answer: the lines and the font's vertical metrics.
public struct TextLayoutResult: Hashable, Sendable {
    public var lines: [TextLine]
    public var metrics: FontLineMetrics

    public init(lines: [TextLine], metrics: FontLineMetrics) {
        self.lines = lines
        self.metrics = metrics
    }

    /// The widest line.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
}

extension TextMeasuring {
    public func measureLines(_ request: TextLayoutRequest) -> TextLineMeasure {
        TextLineMeasure(lines: layoutText(request).lines)
    }

    /// Whether `other` is known to answer every request as this measurer does: both are of the
    /// same `Equatable` type and equal. A measurer that is not `Equatable` is never known alike.
    func measuresAlike(_ other: any TextMeasuring) -> Bool {
        guard let equatable = self as? any Equatable else { return false }
        return Self.isEqual(equatable, other)
    }

    private static func isEqual<Known: Equatable>(_ known: Known, _ other: Any) -> Bool {
        guard let other = other as? Known else { return false }
        return known == other
    }
}
