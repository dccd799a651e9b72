// `position(by:)` groups bars side by side where LayoutLens stacks them: a warning, and the chart
// is still laid out; each bar's annotation is drawn (a text beside it), with no warning.
// source: Apple's ChartContent documentation (annotation(position:alignment:spacing:content:),
// source: position(by:axis:span:)).
// expect: no error
// expect: no warning [approximatedView] "'annotation'"
// expect: warning [approximatedView] line 17 "'position'"
// expect: any("ChartPlot").content == "chart(rect=2)"
import Charts
import SwiftUI

#Preview {
    Chart {
        ForEach(["A", "B"], id: \.self) { name in
            BarMark(x: .value("Name", "Day"), y: .value("Count", 2))
                .annotation { Text(name) }
                .position(by: .value("Name", name))
        }
    }
}
