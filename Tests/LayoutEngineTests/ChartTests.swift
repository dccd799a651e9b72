import Testing
import LayoutEngine

@Suite("Swift Charts: nice ticks, scales, stacking and the chart's layout")
struct ChartTests {
    private func layoutChart(_ spec: ChartSpec, width: Double?, height: Double?) -> LayoutResult {
        LayoutEngine.layout(ChartNode.make(spec, dateLabel: { _ in "" }), in: ProposedSize(width: width, height: height),
                            options: LayoutOptions(scale: 3, textMeasurer: MonospacedTextMeasurer()))
    }

    private func bar(_ x: ChartValue?, _ y: ChartValue?, series: String? = nil) -> ChartMark {
        var mark = ChartMark(kind: .bar)
        mark.x = x
        mark.y = y
        mark.series = series
        return mark
    }

    // MARK: Nice ticks

    @Test("nice ticks round the step up to 1, 2 or 5 times a power of ten")
    func niceSteps() {
        // 8000 / 5 = 1600 → 2 × 1000; 46 / 5 = 9.2 → 10; 0.9 / 5 = 0.18 → 2 × 0.1; 30 / 5 = 6 → 10.
        #expect(NiceTicks.step(span: 8_000, desiredCount: 5) == 2_000)
        #expect(NiceTicks.step(span: 46, desiredCount: 5) == 10)
        #expect(abs(NiceTicks.step(span: 0.9, desiredCount: 5) - 0.2) < 1e-12)
        #expect(NiceTicks.step(span: 30, desiredCount: 5) == 10)
        // 7 / 5 = 1.4 → 2 (never 1, which would give 7 intervals, more than asked).
        #expect(NiceTicks.step(span: 7, desiredCount: 5) == 2)
    }

    @Test("the domain widens to whole steps and every step gets a tick")
    func domainWidens() {
        // 0…46 with step 10: ceil(46 / 10) × 10 = 50.
        let ticks = NiceTicks.ticks(lower: 0, upper: 46)
        #expect(ticks.domain == 0...50)
        #expect(ticks.values == [0, 10, 20, 30, 40, 50])
        // −12…30: span 42 / 5 = 8.4 → 10; floor(−1.2) × 10 = −20.
        #expect(NiceTicks.ticks(lower: -12, upper: 30).values == [-20, -10, 0, 10, 20, 30])
    }

    @Test("an empty, single-valued or non-finite domain still gives a usable axis")
    func degenerateDomains() {
        #expect(NiceTicks.ticks(lower: 0, upper: 0).domain == 0...1)
        #expect(NiceTicks.ticks(lower: .nan, upper: 3).domain == 0...1)
        // 5…5 becomes 0…5 (a bar of 5 starts at zero): 5 / 5 = 1.
        #expect(NiceTicks.ticks(lower: 5, upper: 5).values == [0, 1, 2, 3, 4, 5])
        #expect(NiceTicks.ticks(lower: 0, upper: 1e300, desiredCount: 1_000).values.count <= NiceTicks.maximumCount)
    }

    @Test("tick labels group thousands and show the step's decimals")
    func tickLabels() {
        #expect(NiceTicks.label(12_500, step: 2_500) == "12,500")
        #expect(NiceTicks.label(1_000_000, step: 500_000) == "1,000,000")
        #expect(NiceTicks.label(0.4, step: 0.2) == "0.4")
        #expect(NiceTicks.label(-0.05, step: 0.05) == "-0.05")
        #expect(NiceTicks.label(0, step: 0.5) == "0.0")
    }

    // MARK: Scales

    @Test("a number scale includes zero unless told otherwise")
    func numberScaleIncludesZero() {
        // Apple's ScaleDomain: "By default, number scales include zero". 20…30 → 0…30 (step
        // 30 / 5 = 6 → 10); without zero 20…30 (10 / 5 = 2): ticks 20, 22, …, 30.
        let values: [ChartValue] = [.number(20), .number(30)]
        let withZero = ChartScale(values: values, axis: ChartAxis(), dateLabel: { _ in "" })
        #expect(withZero.kind == .linear(domain: 0...30))
        var axis = ChartAxis()
        axis.includesZero = false
        let withoutZero = ChartScale(values: values, axis: axis, dateLabel: { _ in "" })
        #expect(withoutZero.ticks.map(\.label) == ["20", "22", "24", "26", "28", "30"])
    }

    @Test("categories take equal bands in order of first appearance")
    func bandScale() {
        let scale = ChartScale(values: ["A", "B", "A", "C", "D"].map(ChartValue.category), axis: ChartAxis(), dateLabel: { _ in "" })
        // Four bands of 1 / 4: B's centre is (1 + 0.5) / 4 = 0.375.
        #expect(scale.position(.category("B")) == 0.375)
        #expect(scale.bandWidth == 0.25)
        #expect(scale.ticks.map(\.label) == ["A", "B", "C", "D"])
        #expect(scale.position(.category("Z")) == nil)
    }

    // MARK: Marks

    @Test("bars at the same position stack")
    func barsStack() {
        // A: 3 then 2 → 0…3 and 3…5; domain 0…5 (5 / 5 = 1). The first bar spans y 1 − 3/5 = 0.4
        // to 1, the second 0 to 0.4; one band of width 1, the bar 0.6 of it centred: x 0.2.
        let plotter = ChartPlotter(spec: ChartSpec(marks: [bar(.category("A"), .number(3)), bar(.category("A"), .number(2))]),
                                   dateLabel: { _ in "" })
        let rects = plotter.drawing.elements.compactMap { element -> Rect? in
            if case let .rect(rect, _) = element.shape { return rect }
            return nil
        }
        #expect(rects.count == 2)
        #expect(abs(rects[0].y - 0.4) < 1e-12 && abs(rects[0].height - 0.6) < 1e-12)
        #expect(abs(rects[1].y) < 1e-12 && abs(rects[1].height - 0.4) < 1e-12)
        #expect(abs(rects[0].x - 0.2) < 1e-12 && abs(rects[0].width - 0.6) < 1e-12)
    }

    @Test("a bar whose y is a category is horizontal")
    func horizontalBar() {
        // x 4 on 0…4 (4 / 5 = 0.8 → step 1): the bar spans x 0…1. Two bands on y, the axis running
        // up: "A" is centred 0.25 from the bottom, 1 − 0.25 = 0.75 from the top; its bar is the
        // band's 0.5 × 0.6 = 0.3 high.
        let plotter = ChartPlotter(spec: ChartSpec(marks: [bar(.number(4), .category("A")), bar(.number(2), .category("B"))]),
                                   dateLabel: { _ in "" })
        guard case let .rect(rect, _)? = plotter.drawing.elements.first?.shape else {
            Issue.record("no bar drawn")
            return
        }
        #expect(rect.x == 0 && rect.width == 1)
        #expect(abs(rect.y + rect.height / 2 - 0.75) < 1e-12 && abs(rect.height - 0.3) < 1e-12)
    }

    @Test("sectors share the full turn by their angle values, clockwise from 12 o'clock")
    func sectorsShareTheTurn() {
        // Angles 1, 1, 2 of 4: quarter, quarter, half a turn.
        let marks = [1.0, 1, 2].map { value -> ChartMark in
            var mark = ChartMark(kind: .sector)
            mark.angle = value
            return mark
        }
        let plotter = ChartPlotter(spec: ChartSpec(marks: marks), dateLabel: { _ in "" })
        let sweeps = plotter.drawing.elements.compactMap { element -> Double? in
            if case let .sector(start, end, _) = element.shape { return end - start }
            return nil
        }
        #expect(sweeps.count == 3)
        #expect(abs(sweeps[0] - Double.pi / 2) < 1e-12 && abs(sweeps[2] - Double.pi) < 1e-12)
    }

    // MARK: Layout

    @Test("a chart takes the proposal and gives the plot what its labels leave")
    func chartTakesProposal() {
        // Values 5 and 10: ticks 0, 2, …, 10; "10" is 2 × 5.5 = 11 wide (caption2 11 pt, 0.5 em a
        // glyph), labels 11 high. Plot: 300 − (11 + 4) = 285 wide, from 11 / 2 = 5.5 to
        // 200 − (11 + 4) = 185: 179.5 high.
        let spec = ChartSpec(marks: [bar(.category("A"), .number(5)), bar(.category("B"), .number(10))])
        let result = layoutChart(spec, width: 300, height: 200)
        #expect(result.root.frame.size == Size(width: 300, height: 200))
        #expect(result.root.children[0].frame == Rect(x: 0, y: 5.5, width: 285, height: 179.5))
    }

    @Test("for a nil proposal a chart reports its labels plus a 10-point plot")
    func chartIdealSize() {
        // Width: the widest y label "10" (11) + 4 + 10 = 25; height: 5.5 + (11 + 4) + 10 = 30.5.
        let spec = ChartSpec(marks: [bar(.category("A"), .number(5)), bar(.category("B"), .number(10))])
        let result = layoutChart(spec, width: nil, height: nil)
        #expect(result.root.frame.size == Size(width: 25, height: 30.5))
    }

    @Test("hidden axes leave the whole frame to the plot")
    func hiddenAxes() {
        var spec = ChartSpec(marks: [bar(.category("A"), .number(5))])
        spec.xAxis.isVisible = false
        spec.yAxis.isVisible = false
        let result = layoutChart(spec, width: 120, height: 80)
        #expect(result.root.children.count == 1)
        #expect(result.root.children[0].frame == Rect(x: 0, y: 0, width: 120, height: 80))
    }

    @Test("x labels that would overlap an earlier one are not shown")
    func collidingLabelsHidden() {
        // Ten 4-letter categories (4 × 5.5 = 22 wide) in a 150-wide plot: bands of 15, label
        // centres 7.5, 22.5, …. The first is moved inside the chart to 0…22; the second (11.5…33.5)
        // overlaps it and is dropped, the third (26.5…48.5) is shown: every other label, and the
        // last (moved back to 128…150) overlaps the ninth (116.5…138.5): 5 shown.
        var spec = ChartSpec(marks: (0..<10).map { bar(.category("C\($0)00"), .number(1)) })
        spec.yAxis.isVisible = false
        let result = layoutChart(spec, width: 150, height: 100)
        let labels = result.root.children.filter { $0.kind == "Text" }
        #expect(labels.count == 5)
        #expect(labels.map { $0.text?.lines.first?.text ?? "" } == ["C000", "C200", "C400", "C600", "C800"])
    }

    @Test("bars on a numeric axis stay inside the plot")
    func numericBarsInside() {
        // Bars at 1, 2, 3: the domain takes in half the gap (0.5) beyond 3 and includes zero:
        // 0…3.5, widened to whole steps (3.5 / 5 = 0.7 → 1): 0…4. The last bar is centred at
        // 3 / 4 = 0.75 and 0.6 × 0.25 = 0.15 wide: 0.675…0.825, inside 0…1.
        let plotter = ChartPlotter(spec: ChartSpec(marks: [1.0, 2, 3].map { bar(.number($0), .number(2)) }), dateLabel: { _ in "" })
        #expect(plotter.xScale.kind == .linear(domain: 0...4))
        guard case let .rect(last, _)? = plotter.drawing.elements.last?.shape else {
            Issue.record("no bar drawn")
            return
        }
        #expect(abs(last.x - 0.675) < 1e-12 && abs(last.width - 0.15) < 1e-12)
    }

    @Test("LineMark(series:) draws one line per group")
    func lineGroups() {
        // Apple's LineMark(x:y:series:): the series parameter splits marks into separate lines.
        // Four marks, two in group "a" and two in "b": two lines of two points each.
        let marks = [("a", 0.0), ("a", 1), ("b", 0), ("b", 1)].map { group, x -> ChartMark in
            var mark = ChartMark(kind: .line)
            mark.x = .number(x)
            mark.y = .number(x + 1)
            mark.group = group
            return mark
        }
        let plotter = ChartPlotter(spec: ChartSpec(marks: marks), dateLabel: { _ in "" })
        let lines = plotter.drawing.elements.compactMap { element -> [Point]? in
            if case let .line(points, _) = element.shape { return points }
            return nil
        }
        #expect(lines.map(\.count) == [2, 2])
    }
}

