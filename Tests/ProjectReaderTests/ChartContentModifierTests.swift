import LayoutEngine
import Testing
@testable import ProjectReader

/// Swift Charts' `ChartContent` modifiers written on a group of marks (a `ForEach`, a file's own
/// `ChartContent`) apply to every mark inside, and marks take the sizes `MarkDimension` gives
/// them (Apple, developer.apple.com/documentation/charts/chartcontent and …/markdimension).
@Suite struct ChartContentModifierTests {
    struct Plot {
        var drawing: ChartDrawing
        var frame: Rect
        var warnings: [String]
    }

    /// The chart plot of the first preview of `source` (after `import Charts`, `import SwiftUI`).
    static func plot(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Plot {
        let reading = read("import Charts\nimport SwiftUI\n" + source)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))", sourceLocation: sourceLocation)
        let result = layout(try #require(reading.scenarios.first, sourceLocation: sourceLocation))
        let view = try #require(result.root.allViews.first { $0.kind == "ChartPlot" }, sourceLocation: sourceLocation)
        guard case let .chart(drawing) = view.content else {
            Issue.record("the plot draws no chart", sourceLocation: sourceLocation)
            return Plot(drawing: ChartDrawing(), frame: view.frame, warnings: [])
        }
        let warnings = reading.diagnostics.withoutLibraryAssumptions.map { "[\($0.message.id)] \($0.text)" }
        return Plot(drawing: drawing, frame: view.frame, warnings: warnings)
    }

    static let sales = """
        struct Sale: Identifiable { let id: Int; let day: String; let amount: Double }
        let sales = [Sale(id: 1, day: "Mon", amount: 3), Sale(id: 2, day: "Tue", amount: 5),
                     Sale(id: 3, day: "Wed", amount: 2), Sale(id: 4, day: "Thu", amount: 4)]

        """

    @Test func aStyleOnAForEachOfMarksAppliesToEachMark() throws {
        let plot = try Self.plot(Self.sales + """
            #Preview {
                Chart {
                    ForEach(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    }
                    .foregroundStyle(.orange)
                    .opacity(0.5)
                    .cornerRadius(4)
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        // Four bars, each orange at half opacity with 4 pt corners.
        #expect(plot.drawing.elements.count == 4)
        for element in plot.drawing.elements {
            #expect(element.color == .faded(.orange, opacity: 0.5))
            guard case let .rect(_, cornerRadius) = element.shape else { Issue.record("not a bar"); continue }
            #expect(cornerRadius == 4)
        }
    }

    @Test func theStyleNearestTheMarkWins() throws {
        let plot = try Self.plot(Self.sales + """
            #Preview {
                Chart {
                    ForEach(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                            .foregroundStyle(sale.amount > 4 ? Color.red : Color.gray)
                    }
                    .foregroundStyle(.blue)
                }
            }
            """)
        // Only Tue (5 > 4) is red; the ForEach's blue reaches no bar, each has its own colour.
        #expect(plot.drawing.elements.map(\.color) == [.system(.gray), .system(.red), .system(.gray), .system(.gray)])
    }

    @Test func seriesOfGroupsTakeThePaletteInOrderOfFirstAppearance() throws {
        let plot = try Self.plot("""
            let paris = [(1, 12.0), (2, 14.0), (3, 11.0)]
            let oslo = [(1, 3.0), (2, 5.0), (3, 4.0)]
            #Preview {
                Chart {
                    ForEach(paris, id: \\.0) { point in
                        LineMark(x: .value("Month", point.0), y: .value("Temperature", point.1))
                    }
                    .foregroundStyle(by: .value("City", "Paris"))
                    ForEach(oslo, id: \\.0) { point in
                        LineMark(x: .value("Month", point.0), y: .value("Temperature", point.1))
                    }
                    .foregroundStyle(by: .value("City", "Oslo"))
                }
            }
            """)
        // Two lines: Paris first, so the palette's first colour (ChartPalette.series[0]), Oslo the second.
        #expect(plot.drawing.elements.map(\.series) == ["Paris", "Oslo"])
        #expect(plot.drawing.elements.map(\.color) == [ChartPalette.color(seriesIndex: 0), ChartPalette.color(seriesIndex: 1)])
    }

    @Test func aStyleOnAForEachOfRulesAppliesToEachRule() throws {
        let plot = try Self.plot(Self.sales + """
            let goals = [2.0, 4.0]
            #Preview {
                Chart {
                    ForEach(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    }
                    ForEach(goals, id: \\.self) { goal in
                        RuleMark(y: .value("Goal", goal))
                            .lineStyle(StrokeStyle(lineWidth: 3))
                    }
                    .foregroundStyle(.red)
                }
            }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        // Four bars, then the two rules, each red (from the ForEach) and 3 pt wide (its own).
        let rules = plot.drawing.elements.dropFirst(4)
        #expect(rules.count == 2)
        for rule in rules {
            #expect(rule.color == .system(.red))
            guard case let .rule(_, _, lineWidth) = rule.shape else { Issue.record("not a rule"); continue }
            #expect(lineWidth == 3)
        }
    }

    @Test func aForEachOfLinesTakesLineStyleSymbolSizeAndInterpolation() throws {
        let plot = try Self.plot(Self.sales + """
            #Preview {
                Chart {
                    ForEach(sales) { sale in
                        LineMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    }
                    .lineStyle(StrokeStyle(lineWidth: 4))
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
                    ForEach(sales) { sale in
                        PointMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    }
                    .symbolSize(100)
                }
            }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        // One line 4 pt wide through the four days; four points of 100 square points: a circle
        // of area 100 has the diameter 2 × √(100 / π).
        let lines = plot.drawing.elements.compactMap { if case let .line(points, width) = $0.shape { (points, width) } else { nil } }
        #expect(lines.count == 1)
        #expect(lines.first?.0.count == 4)
        #expect(lines.first?.1 == 4)
        let symbols = plot.drawing.elements.filter { if case .point = $0.shape { true } else { false } }
        #expect(symbols.count == 4)
        for symbol in symbols {
            guard case let .point(_, diameter) = symbol.shape else { Issue.record("not a point"); continue }
            #expect(abs(diameter - 2 * (100 / Double.pi).squareRoot()) < 1e-9)
        }
    }

    @Test func aModifierOnTheProgramsOwnChartContentAppliesToEachMarkInside() throws {
        let plot = try Self.plot(Self.sales + """
            struct SalesBars: ChartContent {
                let sales: [Sale]
                var body: some ChartContent {
                    ForEach(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    }
                }
            }
            #Preview {
                Chart {
                    SalesBars(sales: sales)
                        .foregroundStyle(.orange)
                        .opacity(0.5)
                }
            }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        #expect(plot.drawing.elements.count == 4)
        #expect(plot.drawing.elements.allSatisfy { $0.color == .faded(.orange, opacity: 0.5) })
    }

    @Test func aModifierOnABuilderFunctionsMarksAppliesToEachMark() throws {
        let plot = try Self.plot(Self.sales + """
            struct SalesChart: View {
                @ChartContentBuilder
                func bars(_ sales: [Sale]) -> some ChartContent {
                    ForEach(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    }
                    RuleMark(y: .value("Goal", 3))
                }
                var body: some View {
                    Chart {
                        bars(sales)
                            .foregroundStyle(.teal)
                    }
                }
            }
            #Preview { SalesChart() }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        // Four bars and the rule, all teal.
        #expect(plot.drawing.elements.count == 5)
        #expect(plot.drawing.elements.allSatisfy { $0.color == .system(.teal) })
    }

    // MARK: Mark sizes

    /// The first bar's unit rectangle and its width on screen in a plot `plotWidth` points wide.
    static func firstBar(width: String) throws -> (rect: Rect, points: Double, plotWidth: Double) {
        let plot = try plot(sales + """
            #Preview {
                Chart(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount), width: \(width))
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        let bar = try #require(plot.drawing.elements.first)
        guard case let .rect(rect, _) = bar.shape else { throw CaseError("not a bar") }
        return (rect, bar.width.length(unitLength: rect.width * plot.frame.width), plot.frame.width)
    }

    @Test func aFixedBarWidthIsThatManyPoints() throws {
        #expect(try Self.firstBar(width: ".fixed(12)").points == 12)
        // An integer literal is a fixed width (Apple, `MarkDimension.init(integerLiteral:)`).
        #expect(try Self.firstBar(width: "20").points == 20)
    }

    @Test func aRatioIsThatShareOfTheBand() throws {
        // Four days: a band is 1/4 of the plot; half of it is 1/8.
        let bar = try Self.firstBar(width: ".ratio(0.5)")
        #expect(abs(bar.rect.width - 0.125) < 1e-12)
        #expect(abs(bar.points - bar.plotWidth / 8) < 1e-9)
    }

    @Test func anInsetIsTheBandLessTheInsetOnEachSide() throws {
        // The band is plotWidth / 4; 3 pt off each side.
        let bar = try Self.firstBar(width: ".inset(3)")
        #expect(abs(bar.points - (bar.plotWidth / 4 - 6)) < 1e-9)
    }

    @Test func automaticKeepsTheDefaultBarWidth() throws {
        let bar = try Self.firstBar(width: ".automatic")
        // ChartPlotter.barBandFraction of the 1/4 band.
        #expect(abs(bar.rect.width - ChartPlotter.barBandFraction / 4) < 1e-12)
    }

    @Test func heatmapRectanglesFillTheirCellsAtRatioOne() throws {
        let plot = try Self.plot("""
            #Preview {
                Chart {
                    RectangleMark(x: .value("Hour", "9"), y: .value("Day", "Mon"), width: .ratio(1), height: .ratio(1))
                    RectangleMark(x: .value("Hour", "10"), y: .value("Day", "Tue"), width: .ratio(1), height: .fixed(8))
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(plot.warnings.isEmpty, "\(plot.warnings)")
        // Two hours by two days: each cell is a whole band, half the plot each way.
        guard case let .rect(cell, _) = plot.drawing.elements[0].shape else { Issue.record("not a rectangle"); return }
        #expect(cell.size == Size(width: 0.5, height: 0.5))
        #expect(plot.drawing.elements[1].height == .points(8))
        #expect(plot.drawing.elements[1].width == .unit)
    }

    // MARK: Annotations

    @Test func annotationsAreLaidOutBesideTheirMarks() throws {
        let reading = read("""
            import Charts
            import SwiftUI
            #Preview {
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Cups", 4))
                        .annotation(position: .top) { Text("four cups") }
                    BarMark(x: .value("Day", "Tue"), y: .value("Cups", 2))
                        .annotation(position: .overlay, alignment: .top, spacing: 2) { context in Text("two cups") }
                    RuleMark(y: .value("Goal", 3))
                        .annotation(position: .trailing, alignment: .center, spacing: 6) { Text("goal") }
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
        let result = layout(try #require(reading.scenarios.first))
        let views = result.root.allViews
        let plotView = try #require(views.first { $0.kind == "ChartPlot" })
        guard case let .chart(drawing) = plotView.content else { Issue.record("no chart"); return }
        let plot = plotView.frame
        func text(_ string: String) throws -> Rect {
            try #require(views.first { $0.text.map { $0.lines.map(\.text).joined() } == string }).frame
        }
        func bar(_ index: Int) throws -> Rect {
            guard case let .rect(unit, _) = drawing.elements[index].shape else { throw CaseError("not a bar") }
            return Rect(x: plot.x + unit.x * plot.width, y: plot.y + unit.y * plot.height,
                        width: unit.width * plot.width, height: unit.height * plot.height)
        }
        // `.top`, centre alignment, default spacing: centred on the bar, its bottom
        // ChartAnnotation.defaultSpacing above the bar's top.
        let four = try text("four cups"), monday = try bar(0)
        #expect(abs(four.maxY - (monday.y - ChartAnnotation.defaultSpacing)) < 1e-9)
        #expect(abs((four.x + four.width / 2) - (monday.x + monday.width / 2)) < 1e-9)
        // `.overlay` aligned `.top`: inside the bar, at its top, centred (spacing does not apply).
        let two = try text("two cups"), tuesday = try bar(1)
        #expect(abs(two.y - tuesday.y) < 1e-9)
        #expect(abs((two.x + two.width / 2) - (tuesday.x + tuesday.width / 2)) < 1e-9)
        // `.trailing` of a rule across the plot: 6 pt past the plot's trailing edge, centred on the rule.
        let goal = try text("goal")
        guard case let .rule(from, _, _) = drawing.elements[2].shape else { Issue.record("not a rule"); return }
        #expect(abs(goal.x - (plot.maxX + 6)) < 1e-9)
        #expect(abs((goal.y + goal.height / 2) - (plot.y + from.y * plot.height)) < 1e-9)
    }

    // MARK: Plot style

    @Test func thePlotStylesBackgroundFillsThePlotArea() throws {
        let reading = read("""
            import Charts
            import SwiftUI
            #Preview {
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Cups", 4))
                }
                .chartPlotStyle { plot in
                    plot.background(Color.yellow.opacity(0.2)).border(Color.gray, width: 1)
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(reading.diagnostics.withoutLibraryAssumptions.isEmpty, "\(reading.diagnostics.map(\.text))")
        let result = layout(try #require(reading.scenarios.first))
        let plot = try #require(result.root.allViews.first { $0.kind == "ChartPlot" })
        // The background colour takes the plot's frame (a background is as large as its view).
        let background = try #require(result.root.allViews.first { $0.kind == "Color" })
        #expect(background.frame == plot.frame)
        #expect(plot.frame.width > 0 && plot.frame.width < 300)
    }
}
