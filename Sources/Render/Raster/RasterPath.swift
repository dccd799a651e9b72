#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outlines in device pixels, built from the primitives diagrams draw and flattened to edges:
/// curves are split into straight pieces no longer than about a pixel's worth of error.
struct RasterPath {
    private(set) var edges: [Edge] = []
    private var start: (x: Double, y: Double)?
    private var current = (x: 0.0, y: 0.0)

    mutating func move(_ x: Double, _ y: Double) {
        close()
        start = (x, y)
        current = (x, y)
    }

    mutating func line(_ x: Double, _ y: Double) {
        if start == nil { start = current }
        edges.append(Edge(x0: current.x, y0: current.y, x1: x, y1: y))
        current = (x, y)
    }

    mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        let p0 = current
        let steps = Self.steps(abs(cx - p0.x) + abs(cy - p0.y) + abs(x - cx) + abs(y - cy))
        for step in 1...steps {
            let t = Double(step) / Double(steps), u = 1 - t
            line(u * u * p0.x + 2 * u * t * cx + t * t * x, u * u * p0.y + 2 * u * t * cy + t * t * y)
        }
    }

    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        let p0 = current
        let length = abs(c1x - p0.x) + abs(c1y - p0.y) + abs(c2x - c1x) + abs(c2y - c1y) + abs(x - c2x) + abs(y - c2y)
        let steps = Self.steps(length)
        for step in 1...steps {
            let t = Double(step) / Double(steps), u = 1 - t
            line(u * u * u * p0.x + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
                 u * u * u * p0.y + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y)
        }
    }

    /// Adds `other`'s outlines, each contour closed.
    mutating func append(_ other: RasterPath) {
        close()
        var other = other
        other.close()
        edges.append(contentsOf: other.edges)
    }

    /// Closes the open contour back to its start.
    mutating func close() {
        if let start, current != start { line(start.x, start.y) }
        start = nil
    }

    private static func steps(_ length: Double) -> Int {
        guard length.isFinite else { return 1 }
        return Int(min(max((length / 3).squareRoot() * 2, 2), 48))
    }

    // MARK: - Shapes

    /// A rectangle with corners of radius `r` (0 for square corners), clockwise.
    mutating func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, reversed: Bool = false) {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return }
        let r = max(min(radius.isFinite ? radius : 0, width / 2, height / 2), 0)
        var points: [(Double, Double)] = []
        func arc(_ cx: Double, _ cy: Double, from angle: Double) {
            let steps = r > 0 ? Int(min(max(r.squareRoot() * 2, 3), 256)) : 0
            guard steps > 0 else { points.append((cx, cy)); return }
            for step in 0...steps {
                let a = angle + Double(step) / Double(steps) * Double.pi / 2
                points.append((cx + r * cos(a), cy + r * sin(a)))
            }
        }
        arc(x + width - r, y + r, from: -Double.pi / 2)
        arc(x + width - r, y + height - r, from: 0)
        arc(x + r, y + height - r, from: Double.pi / 2)
        arc(x + r, y + r, from: Double.pi)
        polygon(reversed ? points.reversed() : points)
    }

    mutating func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, reversed: Bool = false) {
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return }
        let steps = Int(min(max(max(rx, ry).squareRoot() * 6, 16), 256))
        var points: [(Double, Double)] = []
        for step in 0..<steps {
            let a = Double(step) / Double(steps) * 2 * Double.pi
            points.append((cx + rx * cos(a), cy + ry * sin(a)))
        }
        polygon(reversed ? points.reversed() : points)
    }

    mutating func polygon(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        move(first.0, first.1)
        for point in points.dropFirst() { line(point.0, point.1) }
        close()
    }

    /// A straight stroke of `width` from (x0, y0) to (x1, y1) with butt ends, as a quadrilateral
    /// always wound the same way so overlapping pieces add up instead of cancelling.
    mutating func segmentStroke(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double) {
        let dx = x1 - x0, dy = y1 - y0
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, width > 0 else { return }
        var nx = -dy / length * width / 2, ny = dx / length * width / 2
        // Orient every quad the same way (positive area in device space).
        if dx * ny - dy * nx < 0 { nx = -nx; ny = -ny }
        polygon([(x0 - nx, y0 - ny), (x1 - nx, y1 - ny), (x1 + nx, y1 + ny), (x0 + nx, y0 + ny)])
    }
}


extension RasterPath {
    /// Adds an edge as it is (already in device pixels).
    mutating func appendEdge(_ edge: Edge) {
        edges.append(edge)
    }
}

extension RasterPath {
    /// The pixels a one-contour, axis-aligned rectangle with every corner on a pixel boundary
    /// covers (each fully), clipped to nothing here; nil for any other outline. Diagrams are
    /// mostly such rectangles (backgrounds, frames at whole points × an integer scale), and
    /// they need no coverage mask.
    var pixelAlignedRectangle: (columns: Range<Int>, rows: Range<Int>)? {
        guard edges.count == 4 else { return nil }
        let first = edges[0]
        var left = first.x0, right = first.x0, top = first.y0, bottom = first.y0
        for (index, edge) in edges.enumerated() {
            guard edge.x0 == edge.x1 || edge.y0 == edge.y1 else { return nil }
            let next = edges[(index + 1) % 4]
            guard edge.x1 == next.x0, edge.y1 == next.y0,
                  edge.x0.isFinite, edge.y0.isFinite, edge.x0 == edge.x0.rounded(.down), edge.y0 == edge.y0.rounded(.down)
            else { return nil }
            left = min(left, edge.x0); right = max(right, edge.x0)
            top = min(top, edge.y0); bottom = max(bottom, edge.y0)
        }
        // Four connected axis-aligned edges through two distinct x and two distinct y, two of them
        // vertical, at different x, running opposite ways: a rectangle, winding ±1 inside.
        let vertical = edges.filter { $0.x0 == $0.x1 && $0.y0 != $0.y1 }
        guard left < right, top < bottom, vertical.count == 2, vertical[0].x0 != vertical[1].x0,
              (vertical[0].y1 - vertical[0].y0) * (vertical[1].y1 - vertical[1].y0) < 0,
              edges.allSatisfy({ ($0.x0 == left || $0.x0 == right) && ($0.y0 == top || $0.y0 == bottom) }) else { return nil }
        // Clamped before converting, as `CoverageMask` does: an absurd coordinate must not overflow `Int`.
        func pixel(_ value: Double) -> Int { Int(min(max(value, -0x100_0000), 0x100_0000)) }
        return (pixel(left)..<pixel(right), pixel(top)..<pixel(bottom))
    }
}
