// Chart content that no file read declares (another file's `ChartContent` type, `SalesMarks()`)
// is left out of the chart with a warning; the marks the chart does know are still plotted, so the
// chart is laid out rather than the preview stopping.
// source: Apple, `ChartContent`: a chart's content is marks and types conforming to it; the two
// known bars are plotted (`chart(rect=2)`, as in marks_drawn_without_their_annotations_say_so).
// expect: no error
// expect: warning [approximatedView] line 16 "left out of the chart"
// expect: any("ChartPlot").content == "chart(rect=2)"
import Charts
import SwiftUI

#Preview {
    Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Count", 2))
        BarMark(x: .value("Day", "Tue"), y: .value("Count", 3))
        SalesMarks()
    }
    .frame(height: 200)
}
