#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftUI's `Path`: an outline of subpaths in points, in the coordinates of the view that draws
/// it (y down). Arcs, ellipses and rounded corners are stored as cubic Béziers, as Core
/// Graphics stores them (Apple, `CGContextAddArc`: it "uses a sequence of cubic Bézier curves to
/// approximate the arc"), so every path is moves, lines, quadratic and cubic curves and closes —
/// what SVG `<path>` data and the PNG rasteriser draw. Paint only: a path changes no frame.
public struct ShapePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    /// The current point and where its subpath started (`closeSubpath` returns there).
    private var current: Point?
    private var subpathStart: Point?

    public init() {}

    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: Point? { current }

    /// Appends one element, keeping the current point as Core Graphics does: a line or curve
    /// with no current point starts a subpath at its end (`CGPathAddLineToPoint` needs one;
    /// SwiftUI's `Path` treats the first point as a move, unverified).
    public mutating func append(_ element: Element) {
        switch element {
        case let .move(point):
            elements.append(element)
            current = point
            subpathStart = point
        case let .line(point), let .quadCurve(point, _), let .curve(point, _, _):
            guard current != nil else { append(.move(point)); return }
            elements.append(element)
            current = point
        case .closeSubpath:
            guard current != nil else { return }
            elements.append(element)
            current = subpathStart
        }
    }

    // MARK: - Apple's `Path` API

    public mutating func move(to point: Point) { append(.move(point)) }
    public mutating func addLine(to point: Point) { append(.line(point)) }
    public mutating func addQuadCurve(to point: Point, control: Point) { append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// `addLines(_:)`: a move to the first point, then lines through the rest (Apple, `Path.addLines`).
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// `addRect(_:)`: a closed subpath from the rectangle's origin clockwise on screen (Core
    /// Graphics: "starts at the origin … and continues in a counterclockwise direction" in its
    /// y-up space, which is clockwise once y points down).
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.x, y: rect.y))
        addLine(to: Point(x: rect.maxX, y: rect.y))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.x, y: rect.maxY))
        closeSubpath()
    }

    /// `addEllipse(in:)`: four quarter arcs from the rectangle's right midpoint, closed.
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.x + rx, cy = rect.y + ry
        let k = Self.quarterControl
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// `addRoundedRect(in:cornerSize:)`: a rectangle whose corners are quarter ellipses of the
    /// corner size, clamped to half of each side (as `RoundedRectangle` clamps).
    public mutating func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double) {
        let rx = max(min(cornerWidth, rect.width / 2), 0), ry = max(min(cornerHeight, rect.height / 2), 0)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        let k = Self.quarterControl, (l, t, r, b) = (rect.x, rect.y, rect.maxX, rect.maxY)
        move(to: Point(x: l + rx, y: t))
        addLine(to: Point(x: r - rx, y: t))
        addCurve(to: Point(x: r, y: t + ry), control1: Point(x: r - rx + k * rx, y: t), control2: Point(x: r, y: t + ry - k * ry))
        addLine(to: Point(x: r, y: b - ry))
        addCurve(to: Point(x: r - rx, y: b), control1: Point(x: r, y: b - ry + k * ry), control2: Point(x: r - rx + k * rx, y: b))
        addLine(to: Point(x: l + rx, y: b))
        addCurve(to: Point(x: l, y: b - ry), control1: Point(x: l + rx - k * rx, y: b), control2: Point(x: l, y: b - ry + k * ry))
        addLine(to: Point(x: l, y: t + ry))
        addCurve(to: Point(x: l + rx, y: t), control1: Point(x: l, y: t + ry - k * ry), control2: Point(x: l + rx - k * rx, y: t))
        closeSubpath()
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians from the
    /// positive x-axis. Core Graphics measures `clockwise` in its y-up space, so in SwiftUI's
    /// y-down space `clockwise: true` runs with decreasing angle and looks counterclockwise on
    /// screen (Apple, `CGContext.addArc`: "In a flipped coordinate system (the default for UIView
    /// drawing methods in iOS), specifying a clockwise arc results in a counterclockwise arc").
    /// A line joins the current point to the arc's start; with none, the arc starts a subpath.
    /// A sweep of a full turn or more draws the whole circle (unverified).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let turn = 2 * Double.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
            delta = max(delta, -turn)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
            delta = min(delta, turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)`: positive `delta` increases the angle
    /// (Apple: "A positive value creates a counter-clockwise arc (in user space coordinates)").
    /// Written as cubic Béziers of at most a quarter turn each, control points 4/3 tan(φ/4) × r
    /// along the tangents (the standard approximation of a circular arc of angle φ).
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let r = abs(radius)
        func point(_ angle: Double) -> Point { Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle)) }
        let start = point(startAngle)
        if current == nil { move(to: start) } else { addLine(to: start) }
        let pieces = max(Int((abs(delta) / (Double.pi / 2)).rounded(.up)), 1)
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (from, to) = (point(angle), point(next))
            addCurve(to: to,
                     control1: Point(x: from.x - k * r * sin(angle), y: from.y + k * r * cos(angle)),
                     control2: Point(x: to.x + k * r * sin(next), y: to.y - k * r * cos(next)))
            angle = next
        }
    }

    /// `addPath(_:)`: the other path's elements appended.
    public mutating func addPath(_ other: ShapePath) {
        for element in other.elements { append(element) }
    }

    /// The path moved by (dx, dy) (`offsetBy(dx:dy:)`, `applying(CGAffineTransform(translationX:y:))`).
    public func offsetBy(dx: Double, dy: Double) -> ShapePath {
        applying { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Every point mapped by `transform` (an affine map keeps Béziers Béziers).
    public func applying(_ transform: (Point) -> Point) -> ShapePath {
        ShapePath(elements: elements.map { element in
            switch element {
            case let .move(p): return .move(transform(p))
            case let .line(p): return .line(transform(p))
            case let .quadCurve(p, c): return .quadCurve(to: transform(p), control: transform(c))
            case let .curve(p, c1, c2): return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    /// `boundingRect`: the smallest rectangle holding every point of the path (Apple,
    /// `Path.boundingRect`: "A rectangle containing all path segments"). Curves are measured at
    /// their extremes, not their control points, as `CGPath.boundingBoxOfPath` does. `.zero` for
    /// an empty path (Core Graphics gives `CGRect.null`; unverified for SwiftUI).
    public var boundingRect: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var last = Point.zero
        for element in elements {
            switch element {
            case let .move(p), let .line(p):
                include(p)
                last = p
            case let .quadCurve(p, c):
                for t in Self.extremes(last.x, c.x, p.x) + Self.extremes(last.y, c.y, p.y) { include(Self.quadPoint(last, c, p, t)) }
                include(p)
                last = p
            case let .curve(p, c1, c2):
                for t in Self.extremes(last.x, c1.x, c2.x, p.x) + Self.extremes(last.y, c1.y, c2.y, p.y) {
                    include(Self.cubicPoint(last, c1, c2, p, t))
                }
                include(p)
                last = p
            case .closeSubpath:
                break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A quarter circle's cubic control distance, 4/3 × (√2 − 1) of the radius.
    public static let quarterControl = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Where a quadratic's coordinate has a zero derivative, within (0, 1).
    private static func extremes(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where a cubic's coordinate has a zero derivative, within (0, 1).
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c with a = −p0 + 3p1 − 3p2 + p3, b = 2(p0 − 2p1 + p2), c = p1 − p0.
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
