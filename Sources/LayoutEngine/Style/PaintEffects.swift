/// A view's shadow, blend mode and uneven clip corners (`ViewStyle.shadow`, `.blendMode`,
/// `.cornerRadii`) in one immutable box: most views have none, and the style stored on every node stays one pointer larger.
final class PaintEffects: Hashable, Sendable {
    let shadow: ShadowValue?
    let blendMode: String?
    let cornerRadii: CornerRadii?

    init(shadow: ShadowValue?, blendMode: String?, cornerRadii: CornerRadii?) {
        self.shadow = shadow
        self.blendMode = blendMode
        self.cornerRadii = cornerRadii
    }

    static func == (left: PaintEffects, right: PaintEffects) -> Bool {
        left.shadow == right.shadow && left.blendMode == right.blendMode && left.cornerRadii == right.cornerRadii
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(shadow)
        hasher.combine(blendMode)
        hasher.combine(cornerRadii)
    }
}
