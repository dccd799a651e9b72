// A chart takes the size its frame proposes; inside, the y-axis labels sit on the trailing side
// and the x-axis labels below the plot, each at its text's size, and the plot area gets the rest.
// source: Apple's ScaleDomain documentation: "By default, number scales include zero", so the
// source: steps 5 and 10 give the domain 0…10; nice ticks (1-2-5 rule, 5 intervals): 10 / 5 = 2,
// source: ticks 0, 2, 4, 6, 8, 10. Labels are caption2 (11 pt) in the test measurer: 0.5 em a
// source: glyph, so "10" is 2 × 5.5 = 11 wide and every label 11 high.
// source: plot width 300 − (11 + 4) = 285; top 11 / 2 = 5.5; bottom 200 − (11 + 4) = 185, so the
// source: plot is 185 − 5.5 = 179.5 high. "10" centres on the plot's top: y 5.5 − 5.5 = 0, x 285 + 4.
// source: "AB" (2 × 5.5 = 11 wide) centres on its band: 285 × 0.25 = 71.25 − 11 / 2 = 65.75; y 185 + 4.
// expect: no diagnostic
// expect: Chart.size == 300×200
// expect: any("ChartPlot").frame == (0, 5.5, 285, 179.5)
// expect: any("ChartPlot").content == "chart(rect=2)"
// expect: Text("AxisValueLabel").count == 8
// expect: Text("AxisValueLabel")[5].text == "10"
// expect: Text("AxisValueLabel")[5].frame == (289, 0, 11, 11)
// expect: Text("AxisValueLabel")[0].y == 179.5
// expect: Text("AxisValueLabel")[6].frame == (65.75, 189, 11, 11)
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Chart {
        BarMark(x: .value("Day", "AB"), y: .value("Steps", 5))
        BarMark(x: .value("Day", "CD"), y: .value("Steps", 10))
    }
    .frame(width: 300, height: 200)
}
