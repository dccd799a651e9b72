/// A measurer's answer to `TextMeasuring.measureLines`: how many lines a request makes and the
/// widest one's width (`TextLayoutResult.width`), with the lines themselves when the measurer made
/// them anyway. A `Text`'s size needs only the count and the width (`TextLeaf.measure`); its
/// lines are drawn only when its views are read, and a measurer that can size a text without
/// making a string per line answers `lines: nil`: the engine asks `layoutText` for the lines then.
public struct TextLineMeasure: Sendable {
    public var count: Int
    public var width: Double
    public var lines: [TextLine]?

    public init(count: Int, width: Double, lines: [TextLine]?) {
        self.count = count
        self.width = width
        self.lines = lines
    }

    /// The count and widest width of `lines`, which it keeps (the width as
    /// `TextLayoutResult.width` finds it).
    public init(lines: [TextLine]) {
        var width = 0.0
        for line in lines { width = max(width, line.width) }
        self.init(count: lines.count, width: width, lines: lines)
    }
}
