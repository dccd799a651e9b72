import LayoutEngine

/// One file of an image set: an entry of `"images"` in its `Contents.json` with a `filename`.
public struct ImageVariant: Sendable, Hashable {
    /// The file's path as found on disk.
    public var path: String
    public var format: ImageFormat?
    /// 1, 2 or 3 from `"scale": "2x"`; nil when the entry has no scale (a single vector file).
    public var scale: Double?
    public var idiom: DeviceIdiom
    public var appearance: Appearance
    /// The size the header gives: pixels for a bitmap, points for PDF/SVG; nil when unreadable.
    public var intrinsicSize: Size?

    /// Size in points: a bitmap's pixels divided by its scale (a missing scale reads as 1x),
    /// a vector's own size (PDF MediaBox / SVG size are already points).
    public var pointSize: Size? {
        guard let intrinsicSize else { return nil }
        if format?.isVector == true { return intrinsicSize }
        let scale = self.scale ?? 1
        return Size(width: intrinsicSize.width / scale, height: intrinsicSize.height / scale)
    }
}
