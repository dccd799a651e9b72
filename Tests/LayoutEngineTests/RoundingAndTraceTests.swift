import Testing
import LayoutEngine

@Suite("Pixel rounding, canvas placement and the trace")
struct RoundingAndTraceTests {
    @Test("Display frames round origins and far corners to the pixel grid, ties up")
    func rounding() {
        // WWDC19 "Building Custom Views with SwiftUI": SwiftUI rounds edges to the nearest
        // pixel. Three colours in 100 pt at @2x: unrounded edges 0, 33.33, 66.67, 100 → 0, 33.5,
        // 66.5, 100 (the nearest half point), so widths 33.5, 33, 33.5.
        let scene = HStack(spacing: 0) { Color.red; Color.green; Color.blue }
        let result = layout(scene, width: 100, height: 10, scale: 2)
        #expect(result.root.children.map(\.displayFrame.width) == [33.5, 33, 33.5])
        #expect(result.root.children.map(\.displayFrame.x) == [0, 33.5, 66.5])
        // The unrounded frames are kept alongside.
        #expect(close(result.root.children[0].frame.width, 100.0 / 3))
    }

    @Test("PixelGrid: ties round up; text sizes round up")
    func pixelGrid() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.round(0.5 / 3) == 1.0 / 3)
        #expect(grid.round(0.49 / 3) == 0)
        // 20.287109375 (SF 17 pt line) → 20.333 at @3x (`text-metrics.md` §1.4).
        #expect(close(grid.roundUp(20.287109375), 61.0 / 3))
        #expect(grid.roundUp(20) == 20)
    }

    @Test("The root is centred in the canvas; an unspecified canvas takes the root's size")
    func canvas() {
        let fixed = layout(Color.red.frame(width: 100, height: 40), width: 300, height: 200)
        #expect(fixed.root.frame == Rect(x: 100, y: 80, width: 100, height: 40))
        let fitting = layout(Color.red.frame(width: 100, height: 40), width: nil, height: nil)
        #expect(fitting.canvas == Size(width: 100, height: 40))
        #expect(fitting.root.frame.origin == .zero)
    }

    @Test("No trace is recorded unless asked")
    func traceOff() {
        #expect(layout(HStack { Color.red; Color.blue }, width: 100, height: 10).trace.isEmpty)
    }

    @Test("Memoisation: a child is computed once per distinct proposal")
    func memoised() {
        // An HStack of two colours at 100 asks each colour about 0, ∞ and its share (and placing
        // re-asks the same): 3 distinct proposals each, so 3 computed answers per colour; the
        // rest are cache hits.
        let result = layout(HStack(spacing: 0) { Color.red; Color.blue }, width: 100, height: 10, trace: true)
        let computed = result.trace.filter { $0.path == "HStack[0]/Color" && !$0.cached }
        #expect(computed.map(\.proposal.width) == [0, .infinity, 50])
    }

    @Test("Same scene, same trace")
    func deterministicTrace() {
        let scene = HStack { Color.red.frame(maxWidth: 100); Text("Hello, world"); Spacer() }
        #expect(layout(scene, width: 200, height: 50, trace: true).trace == layout(scene, width: 200, height: 50, trace: true).trace)
    }
}
