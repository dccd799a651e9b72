/// A view's shadow, blend mode, uneven clip corners and trim (`ViewStyle.shadow`, `.blendMode`,
/// `.cornerRadii`, `.trim`) in one immutable box: most views have none, and the style stored on every node stays one pointer larger.
final class PaintEffects: Hashable, Sendable {
    let shadow: ShadowValue?
    let blendMode: String?
    let cornerRadii: CornerRadii?
    let trim: ShapeTrim?

    init(shadow: ShadowValue?, blendMode: String?, cornerRadii: CornerRadii?, trim: ShapeTrim?) {
        self.shadow = shadow
        self.blendMode = blendMode
        self.cornerRadii = cornerRadii
        self.trim = trim
    }

    static func == (left: PaintEffects, right: PaintEffects) -> Bool {
        left.shadow == right.shadow && left.blendMode == right.blendMode && left.cornerRadii == right.cornerRadii && left.trim == right.trim
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(shadow)
        hasher.combine(blendMode)
        hasher.combine(cornerRadii)
        hasher.combine(trim)
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
