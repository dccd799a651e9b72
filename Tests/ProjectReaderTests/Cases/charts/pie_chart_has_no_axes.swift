// A chart of SectorMarks alone is a pie (or a donut with innerRadius): no axis labels, the plot
// takes the whole frame, one sector per mark.
// source: Apple's SectorMark documentation (iOS 17): sectors are drawn by angle in a polar plot.
// expect: no diagnostic
// expect: Text("AxisValueLabel").count == 0
// expect: any("ChartPlot").frame == (0, 0, 200, 200)
// expect: any("ChartPlot").content == "chart(sector=3)"
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Chart {
        SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.6))
        SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.6))
        SectorMark(angle: .value("Share", 2), innerRadius: .ratio(0.6))
    }
    .chartLegend(.hidden)
    .frame(width: 200, height: 200)
}
