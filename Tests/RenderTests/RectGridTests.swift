import DeterministicRandom
import LayoutEngine
import Testing
@testable import Render

/// `RectGrid` answers "does a rectangle overlapping this area match?" exactly as a scan of every
/// rectangle does (issue 36: the label placer's scans made a diagram of 8 192 views quadratic).
struct RectGridTests {
    @Test func answersAsAScanOfEveryRectangleDoes() {
        var random = SplitMix64(seed: 36)
        func number(_ range: Int) -> Double { Double(random.below(range)) - Double(range / 4) }
        var rects = (0..<400).map { _ in Rect(x: number(2_000), y: number(2_000), width: number(300), height: number(300)) }
        // Rectangles the grid keeps aside: huge, infinite, NaN, negative sizes.
        rects += [Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), Rect(x: 0, y: 0, width: .infinity, height: 10),
                  Rect(x: .nan, y: 0, width: 5, height: 5), Rect(x: 50, y: 50, width: -20, height: 10)]
        let grid = RectGrid(rects)
        for _ in 0..<2_000 {
            let area = Rect(x: number(2_000), y: number(2_000), width: number(200), height: number(200))
            let scan = rects.contains { $0.overlaps(area) }
            #expect(grid.contains(near: area, where: { $0.overlaps(area) }) == scan, "\(area)")
        }
    }

    @Test func emptyGridMatchesNothing() {
        #expect(!RectGrid().contains(near: Rect(x: 0, y: 0, width: 10, height: 10), where: { _ in true }))
    }
}
