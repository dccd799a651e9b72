// chartBackground's content is given a ChartProxy and laid out over the chart: a GeometryReader in
// it fills the chart, and geometry[proxy.plotFrame!] is the plot's frame in the reader's space, so
// a label positioned at the frame's centre sits in the middle of the plot (the donut-label pattern).
// source: Apple, chartBackground(alignment:content:): "Adds a background to a view that contains a
// source: chart … You can access the chart with the ChartProxy object passed into the closure";
// source: ChartProxy.plotFrame; GeometryProxy.subscript(_:) resolves an anchor in the reader's space.
// source: The plot is (0, 5.5, 285, 179.5) as in bar_chart_takes_its_frame_and_gives_labels_their_text_size;
// source: its centre is (142.5, 5.5 + 179.5 / 2 = 95.25). "Half" in caption2 is 4 × 5.5 = 22 by 11:
// source: position(x:y:) centres it there, origin (131.5, 89.75). The reader takes the chart's 300 × 200.
// expect: no diagnostic
// expect: any("GeometryReader").frame == (0, 0, 300, 200)
// expect: Text("Text").text == "Half"
// expect: Text("Text").frame == (131.5, 89.75, 22, 11)
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Chart {
        BarMark(x: .value("Day", "AB"), y: .value("Steps", 5))
        BarMark(x: .value("Day", "CD"), y: .value("Steps", 10))
    }
    .chartBackground { proxy in
        GeometryReader { geometry in
            let frame = geometry[proxy.plotFrame!]
            Text("Half")
                .font(.caption2)
                .position(x: frame.midX, y: frame.midY)
        }
    }
    .frame(width: 300, height: 200)
}
