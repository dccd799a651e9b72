import LayoutEngine

/// SVG path data for a box with its own radius at each corner (`UnevenRoundedRectangle`, a clip
/// by one): straight edges joined by quarter circles, each written as one cubic Bézier with its
/// control points 0.5523 × the radius from the corner's ends (the usual four-curve circle,
/// 4/3 × (√2 − 1), within 0.03 % of the arc), the outline `ShapePath.addUnevenRoundedRect`
/// makes. The PNG rasteriser reads the same commands (M, L, C, Z).
enum RoundedBoxPath {
    static func data(_ box: Rect, _ radii: CornerRadii) -> String {
        var path = ShapePath()
        path.addUnevenRoundedRect(in: box, radii: radii)
        return ShapePathData.data(path, origin: .zero)
    }
}
