/// Anti-aliased coverage of a filled outline: exact area coverage per pixel, computed by
/// accumulating each edge's signed area into a buffer and summing along rows (the technique of
/// font-rs and stb_truetype's v2 rasteriser). Overlapping contours of the same direction add
/// and are clamped to full coverage; opposite directions cancel, so holes stay holes.
struct CoverageMask {
    /// Pixel rectangle covered: columns `x..<x+width`, rows `y..<y+height` of the canvas.
    let x: Int, y: Int, width: Int, height: Int
    private var accumulation: [Float]

    /// A mask for `edges` (device pixels), clipped to a canvas of `canvasWidth` × `canvasHeight`;
    /// nil when nothing of it lies on the canvas.
    init?(edges: [Edge], canvasWidth: Int, canvasHeight: Int) {
        guard !edges.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for edge in edges {
            minX = min(minX, edge.x0, edge.x1); maxX = max(maxX, edge.x0, edge.x1)
            minY = min(minY, edge.y0, edge.y1); maxY = max(maxY, edge.y0, edge.y1)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        // Clamp before converting: an absurd coordinate must not overflow `Int`.
        func pixel(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
        let left = pixel(minX.rounded(.down), canvasWidth), top = pixel(minY.rounded(.down), canvasHeight)
        let right = pixel(maxX.rounded(.up), canvasWidth), bottom = pixel(maxY.rounded(.up), canvasHeight)
        guard right > left, bottom > top else { return nil }
        x = left; y = top; width = right - left; height = bottom - top
        accumulation = [Float](repeating: 0, count: (width + 2) * height)
        for edge in edges where edge.x0.isFinite && edge.y0.isFinite && edge.x1.isFinite && edge.y1.isFinite {
            accumulate(edge.x0 - Double(left), edge.y0 - Double(top), edge.x1 - Double(left), edge.y1 - Double(top))
        }
    }

    private mutating func accumulate(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by else { return }
        let (direction, x0, y0, x1, y1): (Float, Double, Double, Double, Double) =
            ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
        let slope = (x1 - x0) / (y1 - y0)
        let top = max(y0, 0), bottom = min(y1, Double(height))
        guard top < bottom else { return }
        let stride = width + 2
        let limit = Double(width)
        var row = Int(top.rounded(.down))
        while Double(row) < bottom {
            let rowTop = max(Double(row), top), rowBottom = min(Double(row + 1), bottom)
            let dy = rowBottom - rowTop
            // Clamp to the mask: area left of it counts in column 0, right of it nowhere.
            let xa = min(max(x0 + (rowTop - y0) * slope, 0), limit)
            let xb = min(max(x0 + (rowBottom - y0) * slope, 0), limit)
            guard xa.isFinite, xb.isFinite else { row += 1; continue }
            let d = Float(dy) * direction
            let (lo, hi) = xa < xb ? (xa, xb) : (xb, xa)
            let loFloor = lo.rounded(.down)
            let loIndex = Int(loFloor)
            let hiCeil = hi.rounded(.up)
            let hiIndex = Int(hiCeil)
            let base = row * stride
            if hiIndex <= loIndex + 1 {
                let middle = Float(0.5 * (xa + xb) - loFloor)
                accumulation[base + loIndex] += d - d * middle
                accumulation[base + loIndex + 1] += d * middle
            } else {
                let inverse = Float(1 / (hi - lo))
                let loFraction = Float(lo - loFloor)
                let a0 = 0.5 * inverse * (1 - loFraction) * (1 - loFraction)
                let hiFraction = Float(hi - hiCeil + 1)
                let am = 0.5 * inverse * hiFraction * hiFraction
                accumulation[base + loIndex] += d * a0
                if hiIndex == loIndex + 2 {
                    accumulation[base + loIndex + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = inverse * (1.5 - loFraction)
                    accumulation[base + loIndex + 1] += d * (a1 - a0)
                    if hiIndex - 1 > loIndex + 2 {
                        for column in (loIndex + 2)..<(hiIndex - 1) { accumulation[base + column] += d * inverse }
                    }
                    let a2 = a1 + Float(hiIndex - loIndex - 3) * inverse
                    accumulation[base + hiIndex - 1] += d * (1 - a2 - am)
                }
                accumulation[base + hiIndex] += d * am
            }
            row += 1
        }
    }

    /// Calls `body(x, y, coverage)` for every canvas pixel of the mask with coverage above 0.
    func forEachCovered(_ body: (Int, Int, Float) -> Void) {
        let stride = width + 2
        for row in 0..<height {
            var sum: Float = 0
            let base = row * stride
            for column in 0..<width {
                sum += accumulation[base + column]
                let coverage = min(abs(sum), 1)
                if coverage > 0.001 { body(x + column, y + row, coverage) }
            }
        }
    }
}

/// A straight edge of an outline, in device pixels.
struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
}
