// A legend beside the plot and a scale's type are not modelled: each warns at its own argument,
// where the modifier is written, although the chart reads the modifiers only when it is laid out.
// source: Apple's chartLegend(position:alignment:spacing:) and chartXScale(domain:type:).
// expect: no error
// expect: warning [approximatedView] line 17 "'chartLegend(position:)'"
// expect: warning [approximatedView] line 18 "'chartXScale(type:)'"
// expect: 2 × warning
// expect: Text("LegendLabel").text == "one"
import Charts
import SwiftUI

#Preview {
    Chart {
        BarMark(x: .value("Name", "a"), y: .value("Count", 1))
            .foregroundStyle(by: .value("Series", "one"))
    }
    .chartLegend(position: .trailing)
    .chartXScale(domain: ["a", "b"], type: .category)
}
