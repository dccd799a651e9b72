/// Settings of one layout pass.
public struct LayoutOptions: Sendable {
    /// Pixels per point of the emulated display; iOS devices are @3x.
    public var scale: Double
    /// How `Text` is measured.
    public var textMeasurer: any TextMeasuring
    /// Whether to record every proposal and response. Off, the pass records nothing.
    public var recordsTrace: Bool

    public init(scale: Double = 3, textMeasurer: any TextMeasuring = MonospacedTextMeasurer(), recordsTrace: Bool = false) {
        self.scale = scale
        self.textMeasurer = textMeasurer
        self.recordsTrace = recordsTrace
    }
}
