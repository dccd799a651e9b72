import LayoutEngine
import Testing
@testable import Render

/// A chart's plot area drawn from its marks: bars as rectangles, lines and rules as stroked
/// paths, points as circles, sectors as filled paths, each in its colour (`DiagramDrawing+Chart`).
struct ChartDrawingTests {
    /// A diagram of a chart of `marks` with hidden axes, so the plot fills `width` × `height`.
    private func svg(_ marks: [ChartMark], width: Double = 200, height: Double = 100) -> String {
        var spec = ChartSpec(marks: marks)
        spec.xAxis.isVisible = false
        spec.yAxis.isVisible = false
        spec.legend.isVisible = false
        let proposal = ProposedSize(width: width, height: height)
        let result = LayoutEngine.layout(ChartNode.make(spec, dateLabel: { _ in "" }), in: proposal)
        return DiagramRenderer().render(DiagramScene(fixture: "f", scenario: "chart", proposal: proposal, layout: result)).svg
    }

    private func mark(_ kind: ChartMark.Kind, x: ChartValue? = nil, y: ChartValue? = nil) -> ChartMark {
        var mark = ChartMark(kind: kind)
        mark.x = x
        mark.y = y
        return mark
    }

    @Test func barsAreRectanglesScaledToThePlot() {
        // Bars A = 5 and B = 10 on 0…10 in a 200 × 100 plot: two bands of 100, each bar 0.6 of
        // its band, 60 wide, centred: x 20 and 120. A is 5 / 10 of the height: 50 tall from y 50.
        let svg = svg([mark(.bar, x: .category("A"), y: .number(5)), mark(.bar, x: .category("B"), y: .number(10))])
        #expect(svg.contains(#"<rect x="20" y="50" width="60" height="50" class="f-blue""#))
        #expect(svg.contains(#"<rect x="120" y="0" width="60" height="100" class="f-blue""#))
    }

    @Test func linesAreStrokedPathsThroughTheirPoints() {
        // x 0, 1, 2 on 0…2 (2 / 5 = 0.4 → 0.5: domain 0…2), y 0, 2, 1 on 0…2: points at
        // (0, 100), (100, 0), (200, 50) in a 200 × 100 plot.
        let svg = svg([mark(.line, x: .number(0), y: .number(0)), mark(.line, x: .number(1), y: .number(2)),
                       mark(.line, x: .number(2), y: .number(1))])
        #expect(svg.contains(#"d="M0 100L100 0L200 50""#))
        #expect(svg.contains(#"class="s-blue""#))
    }

    @Test func sectorsAreFilledSlicesInSeriesColours() {
        var first = ChartMark(kind: .sector), second = ChartMark(kind: .sector)
        first.angle = 1
        first.series = "Tea"
        second.angle = 3
        second.series = "Coffee"
        let svg = svg([first, second], width: 100, height: 100)
        // A quarter then three quarters, clockwise from 12 o'clock: the first slice starts at the
        // top of the 50-radius circle centred at (50, 50); series colours in order: blue, green.
        #expect(svg.contains(#"d="M50 0L"#))
        #expect(svg.contains("f-blue") && svg.contains("f-green"))
    }

    @Test func ruleAcrossThePlotAtItsValue() {
        // A rule at y 5 over bars up to 10 (domain 0…10): halfway down a 100-tall plot.
        let svg = svg([mark(.bar, x: .category("A"), y: .number(10)), mark(.rule, y: .number(5))])
        #expect(svg.contains(#"d="M0 50L200 50""#))
    }
}
