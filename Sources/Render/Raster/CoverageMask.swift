/// Anti-aliased coverage of a filled outline: exact area coverage per pixel, computed by
/// accumulating each edge's signed area into a buffer and summing along rows (the technique of
/// font-rs and stb_truetype's v2 rasteriser). Overlapping contours of the same direction add
/// and are clamped to full coverage; opposite directions cancel, so holes stay holes.
///
/// One mask is reused for every fill of a drawing: reading a row back clears it, so the buffer
/// is allocated once (as large as the largest outline's bounding box) and never cleared again.
/// The work is proportional to the outline, not its box: each row remembers which 64-cell
/// chunks an edge touched, and an untouched chunk is one span of the coverage left of it (a
/// dashed frame around the whole canvas reads its edges, not the million cells between them).
struct CoverageMask {
    /// Pixel rectangle covered by the current outline: columns `x..<x+width`, rows
    /// `y..<y+height` of the canvas.
    private(set) var x = 0, y = 0, width = 0, height = 0
    /// Signed area per cell, `width + 2` cells a row; all zero between outlines.
    private var accumulation = ZeroedMemory<Float>(count: 0)
    /// Per row, one flag per `chunk` cells: an edge wrote there since the mask was last read.
    private var touched = ZeroedMemory<Bool>(count: 0)
    private var chunksPerRow = 0
    static let chunk = 64

    /// Accumulates `edges` (device pixels), clipped to a canvas of `canvasWidth` ×
    /// `canvasHeight`; false when nothing of them lies on the canvas (the mask is then empty).
    mutating func prepare(edges: [Edge], canvasWidth: Int, canvasHeight: Int) -> Bool {
        width = 0; height = 0
        guard !edges.isEmpty else { return false }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for edge in edges {
            minX = min(minX, edge.x0, edge.x1); maxX = max(maxX, edge.x0, edge.x1)
            minY = min(minY, edge.y0, edge.y1); maxY = max(maxY, edge.y0, edge.y1)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return false }
        // Clamp before converting: an absurd coordinate must not overflow `Int`.
        func pixel(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
        let left = pixel(minX.rounded(.down), canvasWidth), top = pixel(minY.rounded(.down), canvasHeight)
        let right = pixel(maxX.rounded(.up), canvasWidth), bottom = pixel(maxY.rounded(.up), canvasHeight)
        guard right > left, bottom > top else { return false }
        x = left; y = top; width = right - left; height = bottom - top
        let cellCount = (width + 2) * height
        if accumulation.buffer.count < cellCount { accumulation = ZeroedMemory(count: cellCount) }
        chunksPerRow = (width + 2 + Self.chunk - 1) / Self.chunk
        if touched.buffer.count < chunksPerRow * height { touched = ZeroedMemory(count: chunksPerRow * height) }
        let (width, height, chunks) = (self.width, self.height, chunksPerRow)
        let (cells, touched) = (accumulation.buffer, self.touched.buffer)
        for edge in edges where edge.x0.isFinite && edge.y0.isFinite && edge.x1.isFinite && edge.y1.isFinite {
            Self.accumulate(edge.x0 - Double(left), edge.y0 - Double(top), edge.x1 - Double(left), edge.y1 - Double(top),
                            width: width, height: height, into: cells, touched: touched, chunksPerRow: chunks)
        }
        return true
    }

    private static func accumulate(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, width: Int, height: Int,
                                   into accumulation: UnsafeMutableBufferPointer<Float>, touched: UnsafeMutableBufferPointer<Bool>,
                                   chunksPerRow: Int) {
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
            // Cells loIndex…max(hiIndex, loIndex + 1) are written below.
            for chunk in (loIndex / Self.chunk)...(max(hiIndex, loIndex + 1) / Self.chunk) { touched[row * chunksPerRow + chunk] = true }
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

    /// Calls `body(canvasRow, columns, coverage)` for each run of canvas pixels of the mask that
    /// share one coverage above 0.001 (0…1), row by row, left to right, and leaves the mask empty
    /// (its buffer zeroed for the next outline). Coverage is the running sum of the row's cells,
    /// as in the whole-row formulation; a cell no edge touched adds nothing to it.
    mutating func consumeSpans(_ body: (Int, Range<Int>, Float) -> Void) {
        let (width, height, stride, x, y, chunks) = (self.width, self.height, self.width + 2, self.x, self.y, chunksPerRow)
        guard width > 0, height > 0 else { return }
        let (cells, touched) = (accumulation.buffer, self.touched.buffer)
        for line in 0..<height {
            var sum: Float = 0
            let base = line * stride
            // The run being gathered: columns `start..<column` at coverage `current`.
            var start = 0, current: Float = 0
            func flush(_ end: Int) {
                if current > 0.001, end > start { body(y + line, (x + start)..<(x + end), current) }
            }
            for chunk in 0..<chunks {
                let first = chunk * Self.chunk, last = min(first + Self.chunk, width)
                guard touched[line * chunks + chunk] else { continue } // the sum, and the run, go on unchanged
                touched[line * chunks + chunk] = false
                var cellColumn = first
                while cellColumn < last {
                    let column = cellColumn
                    let cell = cells[base + column]
                    if cell != 0 {
                        cells[base + column] = 0
                        sum += cell
                        let coverage = min(abs(sum), 1)
                        if coverage != current {
                            flush(column)
                            start = column
                            current = coverage
                        }
                    }
                    cellColumn += 1
                }
                // The two cells past the row hold area right of the mask: cleared, never read.
                var column = max(first, width)
                while column < min(first + Self.chunk, stride) { cells[base + column] = 0; column += 1 }
            }
            flush(width)
        }
        self.width = 0
        self.height = 0
    }
}

/// A straight edge of an outline, in device pixels.
struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
}
