/// What the passes over one scene measured of its compiled texts (`LayoutScene.texts`): per text
/// its layouts and last two measurements (`CompiledTextMemo`), and per environment its font's
/// line metrics. The scene keeps it between passes (`LayoutScene.takeTextMeasurements`), so a
/// scene laid out again lays out each text once per (width, line limit), not once per pass.
///
/// A measurement depends only on the text's string and environment (fixed in the scene), the
/// proposal (its key), the measurer and the display scale: the store is reused only by a pass
/// with the same scale and a measurer known to measure alike (`TextMeasuring.measuresAlike`).
/// Only one pass uses a store at a time: it takes it from the scene and gives it back when done
/// (`@unchecked Sendable` for that hand-over).
final class KeptTextMeasurements: @unchecked Sendable {
    let measurer: any TextMeasuring
    let scale: Double
    /// One memo per compiled text, by slot.
    var texts: PassBuffer<CompiledTextMemo>
    /// One entry per environment of the scene: its font's line metrics, once asked.
    var metrics: PassBuffer<FontLineMetrics?>

    init(measurer: any TextMeasuring, scale: Double, textCount: Int, environmentCount: Int) {
        self.measurer = measurer
        self.scale = scale
        texts = PassBuffer(count: textCount) { CompiledTextMemo() }
        metrics = PassBuffer(count: textCount == 0 ? 0 : environmentCount) { nil }
    }

    /// Whether a pass measuring with `measurer` at `scale` gets the same answers from this store.
    func serves(_ measurer: any TextMeasuring, scale: Double) -> Bool {
        self.scale == scale && self.measurer.measuresAlike(measurer)
    }

    deinit {
        texts.free()
        metrics.free()
    }
}
