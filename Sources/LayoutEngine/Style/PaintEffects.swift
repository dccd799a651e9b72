/// A view's shadow and blend mode (`ViewStyle.shadow`, `ViewStyle.blendMode`) in one immutable
/// box: most views have neither, and the style stored on every node stays one pointer larger.
final class PaintEffects: Hashable, Sendable {
    let shadow: ShadowValue?
    let blendMode: String?

    init(shadow: ShadowValue?, blendMode: String?) {
        self.shadow = shadow
        self.blendMode = blendMode
    }

    static func == (left: PaintEffects, right: PaintEffects) -> Bool {
        left.shadow == right.shadow && left.blendMode == right.blendMode
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(shadow)
        hasher.combine(blendMode)
    }
}
