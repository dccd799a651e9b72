// A zone band behind a line: `RectangleMark(xStart: nil, xEnd: nil, yStart:yEnd:)` takes the
// fixed-interval initializer, whose `xStart` and `xEnd` are `CGFloat?`; nil is the plotting
// area's leading and trailing edge, so each band is drawn across the whole plot.
// source: Apple, `RectangleMark.init(xStart:xEnd:yStart:yEnd:)` (`xStart: CGFloat? = nil`; "If
// source: `xStart` is `nil` then the rectangle will start at the leading edge of the plotting area").
// source: two bands and one line of three samples, in the order written: rect=2 line=1.
// expect: no error
// expect: any("ChartPlot").content == "chart(rect=2 line=1)"
import Charts
import SwiftUI

struct HeartRateSample: Identifiable {
    let id: Int
    let bpm: Int
}

struct HeartRateChart: View {
    let samples = [HeartRateSample(id: 1, bpm: 92), HeartRateSample(id: 2, bpm: 128), HeartRateSample(id: 3, bpm: 141)]
    let zones = [(low: 60, high: 120), (low: 120, high: 160)]

    var body: some View {
        Chart {
            ForEach(zones.indices, id: \.self) { index in
                RectangleMark(xStart: nil, xEnd: nil, yStart: .value("Low", zones[index].low), yEnd: .value("High", zones[index].high))
                    .foregroundStyle(.red.opacity(0.1))
            }
            ForEach(samples) { sample in
                LineMark(x: .value("Minute", sample.id), y: .value("BPM", sample.bpm))
            }
        }
        .frame(height: 180)
    }
}

#Preview { HeartRateChart() }
