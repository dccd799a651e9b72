/// TrueType outlines: the 'loca' offsets and the 'glyf' glyph descriptions (OpenType spec,
/// "glyf — Glyph Data"). Simple glyphs become quadratic contours, with the implied on-curve
/// point between two off-curve points; composite glyphs are their components, moved and scaled.
struct GlyphDataTable: Sendable {
    let glyf: FontDataReader
    let offsets: [Int]

    static let maximumCompositeDepth = 8
    /// Components drawn for one glyph, all levels together: bounds the fan-out of composites
    /// that reference composites (real fonts use a handful).
    static let maximumComponents = 256

    init(glyf: FontDataReader, loca: FontDataReader, numGlyphs: Int, longOffsets: Bool) throws {
        self.glyf = glyf
        try loca.requireArray(0, count: numGlyphs + 1, size: longOffsets ? 4 : 2)
        offsets = try (0...numGlyphs).map { index in
            longOffsets ? Int(try loca.uint32(index * 4)) : Int(try loca.uint16(index * 2)) * 2
        }
    }

    func outline(of glyph: Int) throws -> GlyphOutline? {
        guard glyph >= 0, glyph + 1 < offsets.count else { return nil }
        var builder = OutlineBuilder()
        var budget = Self.maximumComponents
        try append(glyph, transform: (1, 0, 0, 1, 0, 0), depth: 0, budget: &budget, to: &builder)
        return builder.finish()
    }

    typealias Transform = (a: Double, b: Double, c: Double, d: Double, dx: Double, dy: Double)

    private func append(_ glyph: Int, transform t: Transform, depth: Int, budget: inout Int, to builder: inout OutlineBuilder) throws {
        guard depth <= Self.maximumCompositeDepth else { throw glyf.error(at: 0, "composite glyphs nested too deeply") }
        budget -= 1
        guard budget >= 0 else { throw glyf.error(at: 0, "composite glyph has too many components") }
        guard glyph >= 0, glyph + 1 < offsets.count else { throw glyf.error(at: 0, "component glyph \(glyph) does not exist") }
        let start = offsets[glyph], end = offsets[glyph + 1]
        guard end > start else { return } // an empty glyph (space)
        try glyf.require(start, end - start)
        let g = try glyf.subReader(at: start)
        let contourCount = Int(try g.int16(0))
        if contourCount >= 0 {
            try appendSimple(g, contours: contourCount, transform: t, to: &builder)
        } else {
            try appendComposite(g, transform: t, depth: depth, budget: &budget, to: &builder)
        }
    }

    private func appendSimple(_ g: FontDataReader, contours: Int, transform t: Transform, to builder: inout OutlineBuilder) throws {
        try g.requireArray(10, count: contours, size: 2)
        let ends = try (0..<contours).map { Int(try g.uint16(10 + $0 * 2)) }
        let pointCount = (ends.last ?? -1) + 1
        let instructionLength = Int(try g.uint16(10 + contours * 2))
        var at = 12 + contours * 2 + instructionLength
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try g.uint8(at); at += 1
            flags.append(flag)
            if flag & 8 != 0 {
                let repeats = Int(try g.uint8(at)); at += 1
                for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
            }
        }
        func coordinates(short: UInt8, same: UInt8) throws -> [Double] {
            var value = 0, result: [Double] = []
            result.reserveCapacity(pointCount)
            for flag in flags {
                if flag & short != 0 {
                    let delta = Int(try g.uint8(at)); at += 1
                    value += flag & same != 0 ? delta : -delta
                } else if flag & same == 0 {
                    value += Int(try g.int16(at)); at += 2
                }
                result.append(Double(value))
            }
            return result
        }
        let xs = try coordinates(short: 2, same: 16)
        let ys = try coordinates(short: 4, same: 32)
        func point(_ i: Int) -> (Double, Double) {
            (t.a * xs[i] + t.c * ys[i] + t.dx, t.b * xs[i] + t.d * ys[i] + t.dy)
        }
        var first = 0
        for end in ends {
            guard end >= first, end < pointCount else { throw g.error(at: 10, "contour end points out of order") }
            let indices = Array(first...end)
            first = end + 1
            let onCurve = indices.map { flags[$0] & 1 != 0 }
            let points = indices.map(point)
            let n = points.count
            // Start at an on-curve point, or at the midpoint of the first two off-curve points.
            let startIndex = onCurve.firstIndex(of: true)
            let startPoint: (Double, Double)
            if let startIndex {
                startPoint = points[startIndex]
            } else {
                startPoint = ((points[0].0 + points[n - 1].0) / 2, (points[0].1 + points[n - 1].1) / 2)
            }
            builder.move(startPoint.0, startPoint.1)
            var control: (Double, Double)?
            let offset = startIndex.map { $0 + 1 } ?? 0
            for step in 0..<n {
                let i = (offset + step) % n
                let p = points[i]
                if onCurve[i] {
                    if let c = control { builder.quad(c.0, c.1, p.0, p.1) } else { builder.line(p.0, p.1) }
                    control = nil
                } else {
                    if let c = control { builder.quad(c.0, c.1, (c.0 + p.0) / 2, (c.1 + p.1) / 2) }
                    control = p
                }
            }
            if let c = control { builder.quad(c.0, c.1, startPoint.0, startPoint.1) }
            builder.closeContour()
        }
    }

    private func appendComposite(_ g: FontDataReader, transform t: Transform, depth: Int, budget: inout Int,
                                 to builder: inout OutlineBuilder) throws {
        var at = 10
        var more = true
        while more {
            let flags = try g.uint16(at)
            let component = Int(try g.uint16(at + 2))
            at += 4
            var dx = 0.0, dy = 0.0
            if flags & 1 != 0 {
                dx = Double(try g.int16(at)); dy = Double(try g.int16(at + 2)); at += 4
            } else {
                dx = Double(Int8(bitPattern: try g.uint8(at))); dy = Double(Int8(bitPattern: try g.uint8(at + 1))); at += 2
            }
            if flags & 2 == 0 { dx = 0; dy = 0 } // point matching is not supported: place at the origin
            func f2dot14(_ offset: Int) throws -> Double { Double(try g.int16(offset)) / 16384 }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 8 != 0 {
                a = try f2dot14(at); d = a; at += 2
            } else if flags & 0x40 != 0 {
                a = try f2dot14(at); d = try f2dot14(at + 2); at += 4
            } else if flags & 0x80 != 0 {
                a = try f2dot14(at); b = try f2dot14(at + 2); c = try f2dot14(at + 4); d = try f2dot14(at + 6); at += 8
            }
            // Component transform, then the parent's.
            let combined: Transform = (t.a * a + t.c * b, t.b * a + t.d * b, t.a * c + t.c * d, t.b * c + t.d * d,
                                       t.a * dx + t.c * dy + t.dx, t.b * dx + t.d * dy + t.dy)
            try append(component, transform: combined, depth: depth + 1, budget: &budget, to: &builder)
            more = flags & 0x20 != 0
        }
    }
}
