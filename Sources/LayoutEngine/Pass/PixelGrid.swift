/// Rounding to the display's pixel grid (`swiftui-layout-facts.md` §B13).
///
/// SwiftUI lays out in unrounded points, then rounds each view's origin and far corner to a
/// multiple of the pixel length (1/scale) with ties going up; the displayed size is the
/// difference. Text sizes are rounded *up* (`text-metrics.md` §1.5).
public struct PixelGrid: Hashable, Sendable {
    public var scale: Double

    public init(scale: Double) { self.scale = scale > 0 && scale.isFinite ? scale : 1 }

    /// Nearest pixel, ties up.
    public func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// The next pixel at or above `value` (with a tolerance for floating-point noise).
    public func roundUp(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale - 1e-7).rounded(.up) / scale
    }

    /// The frame as displayed: origin and far corner each rounded to the grid.
    public func round(_ rect: Rect) -> Rect {
        let x0 = round(rect.x), y0 = round(rect.y)
        let x1 = round(rect.maxX), y1 = round(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
