// chartOverlay's content is laid out over the chart, aligned in the chart's bounds as
// overlay(alignment:) aligns its content; the proxy's plotSize is the plot's size.
// source: Apple, chartOverlay(alignment:content:): "Adds an overlay to a view that contains a
// source: chart", alignment "The alignment of the content"; ChartProxy.plotSize.
// source: The plot is 285 × 179.5 (bar_chart_takes_its_frame_and_gives_labels_their_text_size), so
// source: the text is "285"; caption2 in the test measurer: 3 × 5.5 = 16.5 wide, 11 high, put at the
// source: chart's top-trailing corner: x 300 − 16.5 = 283.5 (text widths round up to whole pixels
// source: at 3x: 49.5 px → 50 px, 16.67 wide, so x = 300 − 50 / 3).
// expect: no diagnostic
// expect: Text("Text").text == "285"
// expect: Text("Text").y == 0
// expect: Text("Text").x + Text("Text").width == 300
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Chart {
        BarMark(x: .value("Day", "AB"), y: .value("Steps", 5))
        BarMark(x: .value("Day", "CD"), y: .value("Steps", 10))
    }
    .chartOverlay(alignment: .topTrailing) { proxy in
        Text("\(Int(proxy.plotSize.width))")
            .font(.caption2)
    }
    .frame(width: 300, height: 200)
}
