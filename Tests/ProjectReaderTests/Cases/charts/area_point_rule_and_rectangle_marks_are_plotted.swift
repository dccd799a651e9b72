// The other marks read from source and plotted: two `AreaMark`s of one series fill one area under
// their line, each `PointMark` is a symbol, a `RuleMark(y:)` a line across the plot, a
// `RectangleMark(xStart:xEnd:yStart:yEnd:)` a rectangle; `chartPlotStyle`'s background is drawn
// behind the plot, with no warning.
// source: Apple, `AreaMark` ("the area under a line" of a series), `PointMark`, `RuleMark(y:)` ("a
// horizontal rule"), `RectangleMark(xStart:xEnd:yStart:yEnd:)`; one of each shape but the points,
// two of those: area=1 point=2 rule=1 rect=1, in the order written.
// source: the chart takes its 300 × 200 frame (docs/engine.md, Chart row).
// expect: no error
// expect: no warning [approximatedView]
// expect: any("ChartPlot").content == "chart(area=1 point=2 rule=1 rect=1)"
// expect: Chart.size == 300×200
import Charts
import SwiftUI

#Preview {
    Chart {
        AreaMark(x: .value("Day", 1), y: .value("Steps", 4))
        AreaMark(x: .value("Day", 2), y: .value("Steps", 6))
        PointMark(x: .value("Day", 1), y: .value("Steps", 4))
        PointMark(x: .value("Day", 2), y: .value("Steps", 6))
        RuleMark(y: .value("Goal", 5))
        RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", 2), yStart: .value("Steps", 0), yEnd: .value("Steps", 2))
    }
    .chartPlotStyle { plot in plot.background(.gray) }
    .frame(width: 300, height: 200)
}
