// chartYAxis { AxisMarks(position: .leading, values: […]) } moves the y labels before the plot
// and labels only the values given; chartXAxis(.hidden) leaves no x labels.
// source: Apple's AxisMarks(preset:position:values:content:) documentation (position, values).
// source: labels "0", "50", "100": the widest is 3 × 5.5 = 16.5 (caption2, test measurer), which
// source: text rounds up to whole pixels; the plot starts 4 after it and reaches the trailing
// source: edge (200); without x labels it is inset 5.5 (half a label) at top and bottom:
// source: 100 − 11 = 89 high. "100" sits at the domain's top (the data's 80 under chartYScale's
// source: 0…100): its centre is the plot's top, 5.5, so y 0; it ends 4 before the plot: x 0.
// expect: no diagnostic
// expect: Text("AxisValueLabel")[*].text == ["0", "50", "100"]
// expect: Text("AxisValueLabel")[2].origin == (0, 0)
// expect: Text("AxisValueLabel")[2].height == 11
// expect: any("ChartPlot").x == Text("AxisValueLabel")[2].width + 4
// expect: any("ChartPlot").x + any("ChartPlot").width == 200
// expect: any("ChartPlot").y == 5.5
// expect: any("ChartPlot").height == 89
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Chart {
        LineMark(x: .value("Week", 1), y: .value("Score", 40))
        LineMark(x: .value("Week", 2), y: .value("Score", 80))
    }
    .chartYScale(domain: 0...100)
    .chartYAxis {
        AxisMarks(position: .leading, values: [0, 50, 100])
    }
    .chartXAxis(.hidden)
    .frame(width: 200, height: 100)
}
