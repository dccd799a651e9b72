#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stroke's geometry in device pixels, as SVG's `stroke-*` properties give it (SVG 2,
/// "Stroke shape": the stroke is the union of the segments' rectangles of the line's width, the
/// joins at interior vertices, and the caps at the open ends and at each dash's ends).
struct RasterStroke {
    enum Cap: String { case butt, round, square }
    enum Join: String { case miter, round, bevel }

    var width: Double
    var cap: Cap = .butt
    var join: Join = .miter
    /// The ratio of a miter's length to the width past which it becomes a bevel (SVG's default 4;
    /// the drawing writes Core Graphics' 10 for SwiftUI strokes).
    var miterLimit = 4.0
    /// Dash and gap lengths in device pixels (empty: solid) and how far into the pattern the line starts.
    var dashes: [Double] = []
    var dashOffset = 0.0

    /// The most dash and gap lengths a pattern is cut into (more are drawn as a thinned solid line).
    static let maximumPatternLength = 256

    /// One point of a polyline and the direction the line runs there (a unit vector), kept for
    /// a zero-length dash, whose square cap needs it.
    typealias Piece = (points: [(Double, Double)], startDirection: (Double, Double), endDirection: (Double, Double))

    /// Adds the stroke of `points` (a closed polyline when it ends where it starts) to `path`,
    /// dashed when there is a pattern. Dashes are cut only where the line is within `bounds`
    /// grown by the width (the pattern still advances over the rest), so a huge outline costs no
    /// more than the part that can be seen.
    func add(_ points: [(Double, Double)], to path: inout RasterPath, bounds: (Double, Double, Double, Double)) {
        let line = Self.withoutRepeats(points)
        guard width > 0, width.isFinite else { return }
        if line.count == 1 {
            // A zero-length subpath: only a round or square cap shows (SVG 2, "zero length subpath").
            if cap != .butt { addCaps(of: (line, (1, 0), (1, 0)), to: &path) }
            return
        }
        guard line.count >= 2 else { return }
        let period = dashes.reduce(0, +)
        guard !dashes.isEmpty, period > 0, period.isFinite, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
            let closed = line.count > 2 && line.first! == line.last!
            addSolid(line, closed: closed, to: &path)
            if !closed { addCaps(of: (line, Self.direction(line[0], line[1]), Self.direction(line[line.count - 2], line[line.count - 1])), to: &path) }
            return
        }
        let pattern = dashes.count % 2 == 0 ? dashes : dashes + dashes
        if period < 2 || pattern.count > Self.maximumPatternLength {
            // Dashes finer than two pixels cannot be told apart (and would be millions of pieces),
            // nor can a pattern of hundreds of lengths be cut cheaply: the line is drawn solid,
            // thinned by the share of the pattern that is ink.
            let ink = pattern.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).reduce(0, +) / (period * (dashes.count % 2 == 0 ? 1 : 2))
            var thinned = self
            thinned.width = width * ink
            thinned.dashes = []
            thinned.add(points, to: &path, bounds: bounds)
            return
        }
        for piece in dashPieces(line, pattern: pattern, period: period, bounds: bounds) {
            if piece.points.count >= 2 { addSolid(piece.points, closed: false, to: &path) }
            addCaps(of: piece, to: &path)
        }
    }

    /// The dashes of `line`: each a polyline with its interior vertices (so joins are drawn inside a dash).
    private func dashPieces(_ line: [(Double, Double)], pattern: [Double], period: Double,
                            bounds: (Double, Double, Double, Double)) -> [Piece] {
        var pieces: [Piece] = []
        let margin = width + 1
        let box = (minX: bounds.0 - margin, minY: bounds.1 - margin, maxX: bounds.2 + margin, maxY: bounds.3 + margin)
        // Where in the pattern the line starts: the offset, wrapped into one period.
        var offset = dashOffset.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - offset
        var current: [(Double, Double)] = []
        var startDirection = (1.0, 0.0)
        func finish(_ direction: (Double, Double)) {
            if !current.isEmpty { pieces.append((current, startDirection, direction)) }
            current = []
        }
        for (a, b) in zip(line, line.dropFirst()) {
            let dx = b.0 - a.0, dy = b.1 - a.1
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { continue }
            let direction = (dx / length, dy / length)
            func point(_ distance: Double) -> (Double, Double) { (a.0 + direction.0 * distance, a.1 + direction.1 * distance) }
            // The visible stretch of the segment (Liang–Barsky clipping against the box).
            var t0 = 0.0, t1 = 1.0
            for (p, q) in [(-dx, a.0 - box.minX), (dx, box.maxX - a.0), (-dy, a.1 - box.minY), (dy, box.maxY - a.1)] {
                if p == 0 {
                    if q < 0 { t0 = 1; t1 = 0 }
                } else {
                    let r = q / p
                    if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                }
            }
            var travelled = 0.0
            // Skips to the visible stretch, advancing the pattern (a dash running into it is cut there).
            func advance(to end: Double, drawing: Bool) {
                while travelled < end {
                    let step = min(remaining, end - travelled)
                    if index % 2 == 0, drawing {
                        if current.isEmpty { current = [point(travelled)]; startDirection = direction }
                        current.append(point(travelled + step))
                    }
                    travelled += step
                    remaining -= step
                    if remaining <= 1e-9 {
                        if index % 2 == 0, drawing {
                            if current.isEmpty { current = [point(travelled)]; startDirection = direction }
                            finish(direction)
                        }
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                        // A zero-length dash is a dot where it falls.
                        while remaining <= 1e-9 {
                            if index % 2 == 0, drawing, travelled <= end { current = [point(travelled)]; startDirection = direction; finish(direction) }
                            index = (index + 1) % pattern.count
                            remaining = pattern[index]
                        }
                    }
                }
            }
            if t0 < t1 {
                if t0 > 0 { finish(direction); advance(to: t0 * length, drawing: false) }
                advance(to: t1 * length, drawing: true)
                if t1 < 1 { finish(direction); advance(to: length, drawing: false) }
            } else {
                finish(direction)
                advance(to: length, drawing: false)
            }
        }
        if let last = line.last, line.count >= 2 { finish(Self.direction(line[line.count - 2], last)) }
        return pieces
    }

    /// The segments' rectangles and the joins between them (and at the start of a closed line).
    private func addSolid(_ line: [(Double, Double)], closed: Bool, to path: inout RasterPath) {
        let points = Self.withoutRepeats(line)
        guard points.count >= 2 else { return }
        for (a, b) in zip(points, points.dropFirst()) {
            path.segmentStroke(a.0, a.1, b.0, b.1, width: width)
        }
        guard points.count >= 3 else { return }
        for index in 1..<(points.count - 1) {
            addJoin(at: points[index], from: points[index - 1], to: points[index + 1], to: &path)
        }
        if closed { addJoin(at: points[0], from: points[points.count - 2], to: points[1], to: &path) }
    }

    /// The join at `vertex` between the segment from `previous` and the one to `next`.
    private func addJoin(at vertex: (Double, Double), from previous: (Double, Double), to next: (Double, Double),
                         to path: inout RasterPath) {
        let d1 = Self.direction(previous, vertex), d2 = Self.direction(vertex, next)
        let cross = d1.0 * d2.1 - d1.1 * d2.0
        let dot = d1.0 * d2.0 + d1.1 * d2.1
        // Straight on: the rectangles already meet.
        if abs(cross) < 1e-9, dot > 0 { return }
        let half = width / 2
        if join == .round {
            path.ellipse(vertex.0, vertex.1, half, half)
            return
        }
        // The outer side of the turn: the segments' edges there leave a wedge open.
        let side = cross > 0 ? -1.0 : 1.0
        let a = (vertex.0 + side * -d1.1 * half, vertex.1 + side * d1.0 * half)
        let b = (vertex.0 + side * -d2.1 * half, vertex.1 + side * d2.0 * half)
        var polygon = [vertex, a, b]
        // The miter's length over the width is 1 / sin(θ / 2), θ the angle between the segments
        // (SVG 2, "stroke-miterlimit"); past the limit the join is a bevel.
        let theta = Double.pi - acos(max(min(dot, 1), -1))
        if join == .miter, theta > 1e-9, 1 / sin(theta / 2) <= miterLimit {
            let bisector = Self.direction((0, 0), (a.0 + b.0 - 2 * vertex.0, a.1 + b.1 - 2 * vertex.1))
            let reach = half / sin(theta / 2)
            polygon = [vertex, a, (vertex.0 + bisector.0 * reach, vertex.1 + bisector.1 * reach), b]
        }
        path.polygon(Self.positivelyWound(polygon))
    }

    /// Round and square caps at a piece's two ends (butt caps add nothing).
    private func addCaps(of piece: Piece, to path: inout RasterPath) {
        guard let first = piece.points.first, let last = piece.points.last else { return }
        let half = width / 2
        switch cap {
        case .butt: return
        case .round:
            path.ellipse(first.0, first.1, half, half)
            if piece.points.count > 1 { path.ellipse(last.0, last.1, half, half) }
        case .square:
            let (s, e) = (piece.startDirection, piece.endDirection)
            if piece.points.count == 1 {
                path.segmentStroke(first.0 - s.0 * half, first.1 - s.1 * half, first.0 + s.0 * half, first.1 + s.1 * half, width: width)
            } else {
                path.segmentStroke(first.0 - s.0 * half, first.1 - s.1 * half, first.0, first.1, width: width)
                path.segmentStroke(last.0, last.1, last.0 + e.0 * half, last.1 + e.1 * half, width: width)
            }
        }
    }

    private static func direction(_ from: (Double, Double), _ to: (Double, Double)) -> (Double, Double) {
        let dx = to.0 - from.0, dy = to.1 - from.1
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 && length.isFinite ? (dx / length, dy / length) : (1, 0)
    }

    private static func withoutRepeats(_ points: [(Double, Double)]) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        result.reserveCapacity(points.count)
        for point in points where point.0.isFinite && point.1.isFinite {
            if let last = result.last, abs(last.0 - point.0) < 1e-9, abs(last.1 - point.1) < 1e-9 { continue }
            result.append(point)
        }
        return result
    }

    /// The polygon wound as every other stroke piece is (positive area in device space), so
    /// overlapping pieces add up under the rasteriser's non-zero coverage instead of cancelling.
    private static func positivelyWound(_ polygon: [(Double, Double)]) -> [(Double, Double)] {
        var area = 0.0
        for (p, q) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) { area += p.0 * q.1 - q.0 * p.1 }
        return area < 0 ? polygon.reversed() : polygon
    }
}
