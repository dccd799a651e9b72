import LayoutEngine

/// Small rectangle helpers the renderer needs for bounds and label collisions.
extension Rect {
    /// The smallest rectangle containing both.
    func enclosing(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
                    height: Swift.max(maxY, other.maxY) - minY)
    }

    /// Grown by `amount` on every side (shrunk when negative).
    func outset(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// Whether the interiors overlap (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies completely inside.
    func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// All four values finite (a view proposed ∞ may answer ∞; such frames are not drawn).
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
