/// A function of one variable given by points and straight lines between them, held at the end
/// values outside them: how Apple's size tables (tracking, optical size) are read between the
/// sizes they list.
struct PiecewiseLinear: Sendable {
    /// The points, by increasing x.
    let points: [(x: Double, y: Double)]

    func callAsFunction(_ x: Double) -> Double {
        guard let first = points.first, let last = points.last else { return 0 }
        if x <= first.x { return first.y }
        if x >= last.x { return last.y }
        guard let upper = points.firstIndex(where: { $0.x >= x }), upper > 0 else { return last.y }
        let low = points[upper - 1], high = points[upper]
        return low.y + (high.y - low.y) * (x - low.x) / (high.x - low.x)
    }
}
