#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `offset`, `rotationEffect` and `scaleEffect` move what is drawn. None of them changes
/// layout: the view keeps the frame its parent gave it (Apple's `offset(x:y:)` documentation:
/// "the original dimensions of the view … don't change"; `rotationEffect` and `scaleEffect`
/// likewise transform only the rendering). Frames JSON and snapshots report the layout frame and
/// carry the effect beside it; diagrams draw the displaced view and an outline at its layout frame.
public enum RenderEffect: Hashable, Sendable {
    /// `offset(x:y:)`: moved by (x, y) points.
    case offset(x: Double, y: Double)
    /// `rotationEffect(_:anchor:)`: turned clockwise by `degrees` about `anchor`, a unit point of
    /// the view (0…1 on each axis; `.center` is (0.5, 0.5)).
    case rotation(degrees: Double, anchor: Point)
    /// `scaleEffect(x:y:anchor:)`: scaled about `anchor`.
    case scale(x: Double, y: Double, anchor: Point)

    /// The transform this effect applies to the drawing of a view laid out at `frame` (canvas
    /// coordinates).
    public func transform(for frame: Rect) -> AffineTransform {
        switch self {
        case .offset(let x, let y):
            return AffineTransform(translationX: x, y: y)
        case .rotation(let degrees, let anchor):
            let pivot = Point(x: frame.x + anchor.x * frame.width, y: frame.y + anchor.y * frame.height)
            return AffineTransform(rotationDegrees: degrees, about: pivot)
        case .scale(let x, let y, let anchor):
            let pivot = Point(x: frame.x + anchor.x * frame.width, y: frame.y + anchor.y * frame.height)
            return AffineTransform(a: x, b: 0, c: 0, d: y, tx: pivot.x - x * pivot.x, ty: pivot.y - y * pivot.y)
        }
    }
}

/// A 2-D affine map (x, y) → (a·x + c·y + tx, b·x + d·y + ty), as SVG's `matrix(a b c d tx ty)`.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform()

    public init(translationX x: Double, y: Double) { self.init(tx: x, ty: y) }

    /// Clockwise on screen (y grows downwards), as SwiftUI's positive angles turn.
    public init(rotationDegrees degrees: Double, about pivot: Point) {
        let radians = degrees * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        self.init(a: cosine, b: sine, c: -sine, d: cosine,
                  tx: pivot.x - cosine * pivot.x + sine * pivot.y, ty: pivot.y - sine * pivot.x - cosine * pivot.y)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` after `inner`: points go through `inner` first.
    public func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding `rect` once transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y),
                       Point(x: rect.x, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

/// A primitive that changes only how its subtree is drawn.
public protocol RenderEffectProviding {
    var renderEffect: RenderEffect { get }
}
