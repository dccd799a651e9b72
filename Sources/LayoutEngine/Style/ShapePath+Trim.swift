/// `trimmedPath(from:to:)` and `Shape.trim(from:to:)`: the part of the outline between two
/// fractions of its length (Apple, `Path.trimmedPath(from:to:)`: "Returns a partial copy of the
/// path … by a fractional amount … along the length of the path"). Lengths are measured over
/// each element (curves flattened into `flatteningSteps` chords), a curve cut at a length is
/// split at the parameter where that length falls (de Casteljau), and a closed subpath's closing
/// line counts as part of the length. Fractions are clamped to 0…1; `from ≥ to` is empty.
extension ShapePath {
    static let flatteningSteps = 16

    public func trimmed(from: Double, to: Double) -> ShapePath {
        guard from.isFinite, to.isFinite else { return ShapePath() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return ShapePath() }
        if start == 0, end == 1 { return self }
        let segments = Self.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return ShapePath() }
        let low = start * total, high = end * total
        var result = ShapePath()
        var travelled = 0.0
        for segment in segments {
            let segmentStart = travelled, segmentEnd = travelled + segment.length
            travelled = segmentEnd
            guard segmentEnd > low, segmentStart < high, segment.length > 0 else { continue }
            let t0 = max(low - segmentStart, 0) / segment.length, t1 = min(high - segmentStart, segment.length) / segment.length
            let piece = segment.piece(from: segment.parameter(at: t0), to: segment.parameter(at: t1))
            if result.currentPoint != piece.start { result.move(to: piece.start) }
            result.append(piece.element)
        }
        return result
    }

    /// One drawn piece of a path: from `start`, a line, quadratic or cubic (`element`).
    struct Segment {
        var start: Point
        var element: Element
        var length: Double
        /// Cumulative chord lengths at `flatteningSteps` even parameter steps (curves only).
        var chords: [Double]

        var end: Point {
            switch element {
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _), let .move(p): return p
            case .closeSubpath: return start
            }
        }

        /// The curve parameter at `fraction` of the segment's length.
        func parameter(at fraction: Double) -> Double {
            guard case .line = element else {
                let target = fraction * length
                guard let index = chords.firstIndex(where: { $0 >= target }) else { return 1 }
                guard index > 0 else { return 0 }
                let before = chords[index - 1], after = chords[index]
                let within = after > before ? (target - before) / (after - before) : 0
                return (Double(index - 1) + within) / Double(ShapePath.flatteningSteps)
            }
            return fraction
        }

        /// The part between parameters `t0` and `t1`, its start and element.
        func piece(from t0: Double, to t1: Double) -> (start: Point, element: Element) {
            switch element {
            case let .line(p):
                func at(_ t: Double) -> Point { Point(x: start.x + (p.x - start.x) * t, y: start.y + (p.y - start.y) * t) }
                return (at(t0), .line(at(t1)))
            case let .quadCurve(p, c):
                // As a cubic (exact: control points 2/3 of the way to the quadratic's control).
                let c1 = Point(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                return Self.cubicPiece(start, c1, c2, p, t0, t1)
            case let .curve(p, c1, c2):
                return Self.cubicPiece(start, c1, c2, p, t0, t1)
            case .move, .closeSubpath:
                return (start, .line(start))
            }
        }

        /// The cubic's part between `t0` and `t1`: split at `t1`, then the first half at `t0 / t1`.
        static func cubicPiece(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t0: Double, _ t1: Double)
            -> (start: Point, element: Element) {
            func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            func split(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ t: Double) -> (Point, Point, Point, Point, Point, Point, Point) {
                let ab = lerp(a, b, t), bc = lerp(b, c, t), cd = lerp(c, d, t)
                let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t), mid = lerp(abc, bcd, t)
                return (a, ab, abc, mid, bcd, cd, d)
            }
            // The part before t1: p0, ab, abc, mid.
            let first = split(p0, c1, c2, p3, t1)
            guard t1 > 0 else { return (p0, .line(p0)) }
            let second = split(first.0, first.1, first.2, first.3, t0 / t1)
            // Its part after t0 / t1: mid, bcd, cd, end.
            return (second.3, .curve(to: second.6, control1: second.4, control2: second.5))
        }
    }

    /// The path's drawn pieces in order, a closing line included where a subpath closes away
    /// from its start.
    static func segments(of elements: [Element]) -> [Segment] {
        var segments: [Segment] = []
        var current = Point.zero, subpathStart = Point.zero
        func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        func chords(_ at: (Double) -> Point) -> [Double] {
            var lengths = [0.0], previous = at(0)
            for step in 1...flatteningSteps {
                let next = at(Double(step) / Double(flatteningSteps))
                lengths.append(lengths[lengths.count - 1] + distance(previous, next))
                previous = next
            }
            return lengths
        }
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                subpathStart = p
            case let .line(p):
                segments.append(Segment(start: current, element: element, length: distance(current, p), chords: []))
                current = p
            case let .quadCurve(p, c):
                let start = current
                let lengths = chords { quadPoint(start, c, p, $0) }
                segments.append(Segment(start: current, element: element, length: lengths.last ?? 0, chords: lengths))
                current = p
            case let .curve(p, c1, c2):
                let start = current
                let lengths = chords { cubicPoint(start, c1, c2, p, $0) }
                segments.append(Segment(start: current, element: element, length: lengths.last ?? 0, chords: lengths))
                current = p
            case .closeSubpath:
                if current != subpathStart {
                    segments.append(Segment(start: current, element: .line(subpathStart), length: distance(current, subpathStart), chords: []))
                }
                current = subpathStart
            }
        }
        return segments
    }
}
