/// The environment values that shape text: set by `.font`, `.lineLimit`, … on any ancestor and
/// read by every `Text` below (Apple's `EnvironmentValues` documentation).
public struct TextEnvironment: Hashable, Sendable {
    public var font: FontDescriptor = .body
    /// `.fontWeight(_:)` / `.bold()` above: the weight of every font below, including one a deeper
    /// `.font(_:)` sets (Apple: `bold()` "applies a bold font weight to the text in this view";
    /// `Text("x").font(.title).bold()` is a bold title whatever the order).
    public var weightOverride: FontWeight?
    /// `.fontDesign(_:)` / `.monospaced()` above: the design of every font below.
    public var designOverride: FontDescriptor.Design?
    /// `.monospacedDigit()` above: every font below sets its figures at the tabular width.
    public var monospacedDigitOverride = false
    /// `.tracking(_:)` and `.kerning(_:)` above: the points every font below adds after each
    /// character cluster (`FontDescriptor.characterSpacing`); nil when neither is set.
    public var trackingOverride: Double?
    public var kerningOverride: Double?
    /// The fewest lines a text reserves space for (`lineLimit(n, reservesSpace: true)`, `3...`).
    public var lowerLineLimit: Int?
    /// The most lines a text shows (`lineLimit(n)`); `nil` is unlimited, the default.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode = .tail
    public var multilineTextAlignment: TextAlignment = .leading
    /// `.dynamicTypeSize(_:)`: text-style fonts take their size at this setting.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Extra space between lines (`lineSpacing(_:)`), added to every line advance after the
    /// first. Apple's `NSParagraphStyle.lineSpacing` is never negative; nor is this.
    public var lineSpacing: Double = 0
    /// `.textCase(_:)` above: the case text is displayed (and measured) in; nil, its own.
    public var textCase: TextCase?
    /// `.minimumScaleFactor(_:)` above: the least fraction of its font size a text that does not
    /// fit its proposal shrinks to (1, the default: it never shrinks). See `TextLeaf`.
    public var minimumScaleFactor: Double = 1
    /// `.allowsTightening(true)` above: a text that would be truncated may compress the space
    /// between its characters instead (`TextLeaf.tighteningFactor`).
    public var allowsTightening = false
    /// `.baselineOffset(_:)` above: points the text below is moved up (down when negative) from
    /// its baseline; its bounds grow to contain the moved glyphs (`TextLeaf`).
    public var baselineOffset: Double = 0

    public init() {}
}

extension TextEnvironment {
    /// The points a font below adds after each character cluster: the tracking and the kerning
    /// set above, added (unverified: Apple documents each alone, not the two together).
    public var characterSpacing: Double { (trackingOverride ?? 0) + (kerningOverride ?? 0) }
}
