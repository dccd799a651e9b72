/// A glyph's outline in font units (y up, origin on the baseline at the glyph's left side
/// bearing origin), as closed contours of lines, quadratic (TrueType) and cubic (CFF) Béziers.
///
/// Filled with the non-zero winding rule, as both TrueType and CFF outlines are meant to be.
public struct GlyphOutline: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// Closes the current contour back to its last `move`.
        case close
    }

    public var segments: [Segment]

    public init(segments: [Segment] = []) {
        self.segments = segments
    }

    public var isEmpty: Bool { segments.isEmpty }
}

/// Builds outlines contour by contour, closing each open contour before the next starts.
struct OutlineBuilder {
    private(set) var segments: [GlyphOutline.Segment] = []
    private var isOpen = false
    private(set) var x = 0.0, y = 0.0

    mutating func move(_ newX: Double, _ newY: Double) {
        closeContour()
        x = newX; y = newY
        segments.append(.move(x: x, y: y))
        isOpen = true
    }

    mutating func line(_ newX: Double, _ newY: Double) {
        if !isOpen { move(x, y) }
        x = newX; y = newY
        segments.append(.line(x: x, y: y))
    }

    mutating func quad(_ cx: Double, _ cy: Double, _ newX: Double, _ newY: Double) {
        if !isOpen { move(x, y) }
        x = newX; y = newY
        segments.append(.quad(cx: cx, cy: cy, x: x, y: y))
    }

    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ newX: Double, _ newY: Double) {
        if !isOpen { move(x, y) }
        x = newX; y = newY
        segments.append(.cubic(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
    }

    mutating func closeContour() {
        if isOpen { segments.append(.close) }
        isOpen = false
    }

    mutating func finish() -> GlyphOutline {
        closeContour()
        return GlyphOutline(segments: segments)
    }
}

extension GlyphOutline {
    /// The exact bounding box of the drawn outline (curve extremes, not control points), as
    /// (minX, minY, maxX, maxY); nil for an empty outline.
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ x: Double, _ y: Double) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        var x = 0.0, y = 0.0
        for segment in segments {
            switch segment {
            case .move(let nx, let ny), .line(let nx, let ny):
                include(nx, ny); x = nx; y = ny
            case .quad(let cx, let cy, let nx, let ny):
                include(nx, ny)
                for t in Self.quadExtremes(x, cx, nx) + Self.quadExtremes(y, cy, ny) {
                    let u = 1 - t
                    include(u * u * x + 2 * u * t * cx + t * t * nx, u * u * y + 2 * u * t * cy + t * t * ny)
                }
                x = nx; y = ny
            case .cubic(let c1x, let c1y, let c2x, let c2y, let nx, let ny):
                include(nx, ny)
                for t in Self.cubicExtremes(x, c1x, c2x, nx) + Self.cubicExtremes(y, c1y, c2y, ny) {
                    let u = 1 - t
                    include(u * u * u * x + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * nx,
                            u * u * u * y + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ny)
                }
                x = nx; y = ny
            case .close:
                break
            }
        }
        return minX.isFinite ? (minX, minY, maxX, maxY) : nil
    }

    /// Parameters in (0, 1) where a quadratic's derivative along one axis is zero.
    static func quadExtremes(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's derivative along one axis is zero.
    static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c
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
