// `AxisMarks(values: .stride(by: 25))` puts a mark at every multiple of the step inside the
// axis's domain; `.stride(by: .hour, count: 6)` on a date axis one every six hours.
// source: Apple's Swift Charts documentation, AxisMarkValues `stride(by:roundLowerBound:
// source: roundUpperBound:)` ("marks at the given step") and `stride(by:count:…:calendar:)`.
// source: y: domain 0…100 (chartYScale), step 25 → 0, 25, 50, 75, 100 (5 labels).
// source: x: the dates span 0 h…24 h from 1 Jan 2024 00:00 UTC; step 6 × 3 600 s → marks at
// source: 0, 6, 12, 18 and 24 h: 5 more labels, 10 in all.
// expect: no diagnostic
// expect: Text("AxisValueLabel").count == 10
// expect: Text("AxisValueLabel")[*].text contains "75"
// expect: Text("AxisValueLabel")[*].text excludes "20"
import Charts
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    let start = Date(timeIntervalSince1970: 1_704_067_200)
    Chart {
        LineMark(x: .value("Time", start), y: .value("Level", 40))
        LineMark(x: .value("Time", start.addingTimeInterval(86_400)), y: .value("Level", 80))
    }
    .chartYScale(domain: 0...100)
    .chartYAxis {
        AxisMarks(position: .leading, values: .stride(by: 25))
    }
    .chartXAxis {
        AxisMarks(values: .stride(by: .hour, count: 6))
    }
    .frame(width: 300, height: 120)
}
