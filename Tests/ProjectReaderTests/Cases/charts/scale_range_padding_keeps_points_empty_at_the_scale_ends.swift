// chartXScale(range: .plotDimension(padding:)) and chartYScale(range: .plotDimension(startPadding:
// endPadding:)) leave that many points empty inside the plot at the scale's start and end: the
// plot keeps its frame, the marks and tick labels move in.
// source: Apple, PositionScaleRange.plotDimension(startPadding:endPadding:): "A scale range that
// source: fills the plot area with the given padding values at start and end", "in screen
// source: coordinates"; plotDimension(padding:): "the given padding value at start and end".
// source: Frame as in bar_chart_takes_its_frame_and_gives_labels_their_text_size: the plot is
// source: (0, 5.5, 285, 179.5); labels 11 high, "10" and "AB" 11 wide (caption2, test measurer).
// source: y starts at the bottom: the scale runs from 185 − 10 = 175 (value 0) up to 5.5 + 20 =
// source: 25.5 (value 10). "10" centres on 25.5: y 20; "0" centres on 175: y 169.5.
// source: x: the bands span 10…275 (285 − 10), 265 wide; "AB" centres on 10 + 265 / 4 = 76.25: x 70.75.
// expect: no diagnostic
// expect: any("ChartPlot").frame == (0, 5.5, 285, 179.5)
// expect: Text("AxisValueLabel")[5].text == "10"
// expect: Text("AxisValueLabel")[5].frame == (289, 20, 11, 11)
// expect: Text("AxisValueLabel")[0].y == 169.5
// expect: Text("AxisValueLabel")[6].frame == (70.75, 189, 11, 11)
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Chart {
        BarMark(x: .value("Day", "AB"), y: .value("Steps", 5))
        BarMark(x: .value("Day", "CD"), y: .value("Steps", 10))
    }
    .chartXScale(range: .plotDimension(padding: 10))
    .chartYScale(range: .plotDimension(startPadding: 10, endPadding: 20))
    .frame(width: 300, height: 200)
}
