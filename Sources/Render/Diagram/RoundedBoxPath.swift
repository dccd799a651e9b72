import LayoutEngine

/// SVG path data for a box with its own radius at each corner (`UnevenRoundedRectangle`, a clip
/// by one): straight edges joined by quarter circles, each written as one cubic Bézier with its
/// control points 0.5523 × the radius from the corner's ends (the usual four-curve circle,
/// 4/3 × (√2 − 1), within 0.03 % of the arc). The PNG rasteriser reads the same commands
/// (M, L, C, Z).
enum RoundedBoxPath {
    static let controlFraction = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    static func data(_ box: Rect, _ radii: CornerRadii) -> String {
        let r = radii.clamped(width: box.width, height: box.height)
        let (left, top, right, bottom) = (box.x, box.y, box.x + box.width, box.y + box.height)
        let k = controlFraction
        func n(_ value: Double) -> String { DiagramNumber.format(value) }
        func point(_ x: Double, _ y: Double) -> String { n(x) + " " + n(y) }
        var d = "M" + point(left + r.topLeading, top)
        d += " L" + point(right - r.topTrailing, top)
        if r.topTrailing > 0 {
            let q = r.topTrailing
            d += " C" + point(right - q + k * q, top) + " " + point(right, top + q - k * q) + " " + point(right, top + q)
        }
        d += " L" + point(right, bottom - r.bottomTrailing)
        if r.bottomTrailing > 0 {
            let q = r.bottomTrailing
            d += " C" + point(right, bottom - q + k * q) + " " + point(right - q + k * q, bottom) + " " + point(right - q, bottom)
        }
        d += " L" + point(left + r.bottomLeading, bottom)
        if r.bottomLeading > 0 {
            let q = r.bottomLeading
            d += " C" + point(left + q - k * q, bottom) + " " + point(left, bottom - q + k * q) + " " + point(left, bottom - q)
        }
        d += " L" + point(left, top + r.topLeading)
        if r.topLeading > 0 {
            let q = r.topLeading
            d += " C" + point(left, top + q - k * q) + " " + point(left + q - k * q, top) + " " + point(left + q, top)
        }
        return d + " Z"
    }
}
