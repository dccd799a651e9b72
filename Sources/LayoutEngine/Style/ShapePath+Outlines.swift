extension ShapePath {
    /// The path SwiftUI's built-in shape draws in `rect` (its `path(in:)`): `Rectangle` from the
    /// top-leading corner clockwise on screen, `Circle` the circle of the shorter side centred in
    /// the rectangle, `Ellipse` the inscribed ellipse, both starting at the rightmost point and
    /// running clockwise on screen (so `Circle().trim(from: 0, to: 0.25)` is the quarter from 3 to
    /// 6 o'clock), `Capsule` a rounded rectangle of half the shorter side, `RoundedRectangle` its
    /// radius (`.continuous` corners drawn circular: unverified), `UnevenRoundedRectangle` its
    /// four radii. A path is itself.
    public static func outline(of shape: ShapeKind, in rect: Rect) -> ShapePath {
        var path = ShapePath()
        switch shape {
        case .rectangle, .unrunPath:
            path.addRect(rect)
        case .roundedRectangle(let radius):
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        case .capsule:
            let radius = min(rect.width, rect.height) / 2
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        case .circle:
            let side = min(rect.width, rect.height)
            path.addEllipse(in: Rect(x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2, width: side, height: side))
        case .ellipse:
            path.addEllipse(in: rect)
        case .unevenRoundedRectangle(let radii):
            path.addUnevenRoundedRect(in: rect, radii: radii)
        case .path(let drawn):
            return drawn
        }
        return path
    }

    /// A rectangle with its own radius at each corner (`addRoundedRect(in:cornerRadii:)`, iOS 17),
    /// clockwise on screen from the end of the top-leading corner, radii clamped as
    /// `CornerRadii.clamped` does.
    public mutating func addUnevenRoundedRect(in rect: Rect, radii: CornerRadii) {
        let r = radii.clamped(width: rect.width, height: rect.height), k = Self.quarterControl
        let (l, t, right, b) = (rect.x, rect.y, rect.maxX, rect.maxY)
        move(to: Point(x: l + r.topLeading, y: t))
        addLine(to: Point(x: right - r.topTrailing, y: t))
        if r.topTrailing > 0 {
            let q = r.topTrailing
            addCurve(to: Point(x: right, y: t + q), control1: Point(x: right - q + k * q, y: t), control2: Point(x: right, y: t + q - k * q))
        }
        addLine(to: Point(x: right, y: b - r.bottomTrailing))
        if r.bottomTrailing > 0 {
            let q = r.bottomTrailing
            addCurve(to: Point(x: right - q, y: b), control1: Point(x: right, y: b - q + k * q), control2: Point(x: right - q + k * q, y: b))
        }
        addLine(to: Point(x: l + r.bottomLeading, y: b))
        if r.bottomLeading > 0 {
            let q = r.bottomLeading
            addCurve(to: Point(x: l, y: b - q), control1: Point(x: l + q - k * q, y: b), control2: Point(x: l, y: b - q + k * q))
        }
        addLine(to: Point(x: l, y: t + r.topLeading))
        if r.topLeading > 0 {
            let q = r.topLeading
            addCurve(to: Point(x: l + q, y: t), control1: Point(x: l, y: t + q - k * q), control2: Point(x: l + q - k * q, y: t))
        }
        closeSubpath()
    }
}
