/// A view's shadow, blend mode, uneven clip corners, trim, stroke details, clip outline and shape
/// inset (`ViewStyle.shadow`, `.blendMode`, `.cornerRadii`, `.trim`, `.strokeDetails`,
/// `.clipOutline`, `.shapeInset`) in one immutable box: most views have
/// none, and the style stored on every node stays one pointer larger.
final class PaintEffects: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var shadow: ShadowValue?
        var blendMode: String?
        var cornerRadii: CornerRadii?
        var trim: ShapeTrim?
        var strokeDetails: StrokeDetails?
        var clipOutline: ClipOutline?
        var shapeInset: Double?
    }

    let values: Values

    init(_ values: Values) {
        self.values = values
    }

    static func == (left: PaintEffects, right: PaintEffects) -> Bool {
        left.values == right.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}

/// `Shape.trim(from:to:)`: the fractions of the shape's outline that are drawn (Apple: "Trims
/// this shape by a fractional amount based on its representation as a path").
public struct ShapeTrim: Hashable, Sendable {
    public var from: Double
    public var to: Double

    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }
}
