// Proposed nothing (a vertical scroll view proposes a nil height), a chart reports the space its
// labels need plus a 10-point plot, as a view with no ideal size answers 10; marked unverified in
// docs/engine.md. Across, it takes the scroll view's width.
// source: swiftui-layout-facts.md §B12 (a view without an ideal size answers 10 for nil).
// source: one bar of 3: domain 0…3 (includes zero), 3 / 5 = 0.6 → step 1: ticks 0, 1, 2, 3.
// source: labels 11 high (caption2, one line of the test measurer's 1 em); height
// source: 11 / 2 (the top label's half) + 11 + 4 (the x labels and their gap) + 10 = 30.5.
// expect: no diagnostic
// expect: Chart.size == 393×30.5
// expect: any("ChartPlot").height == 10
import Charts
import SwiftUI

#Preview {
    ScrollView {
        Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 3))
        }
    }
}
