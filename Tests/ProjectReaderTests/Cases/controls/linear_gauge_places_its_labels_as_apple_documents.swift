// A linear `Gauge` (the app default) with all its labels: the label above the bar, the current
// value label below it, the minimum and maximum labels at the bar's leading and trailing edges.
// It is modelled, not approximated.
// source: Apple docs, "accessoryLinearCapacity": "If you provide minimumValueLabel and
// source: maximumValueLabel …, they appear on leading and trailing edges of the bar, respectively.
// source: The label appears above the gauge, and the currentValueLabel appears below."
// source: useyourloaf.com, "SwiftUI Gauges": the default style on iOS is a linear capacity gauge.
// expect: no warning [approximatedView]
// expect: Text[*].text == ["Speed", "0", "150", "75"]
// expect: GaugeBar.y > Text[0].y
// expect: Text[3].y > GaugeBar.y
// expect: GaugeBar.x > Text[1].x
// expect: Text[2].x > GaugeBar.x
// expect: Text[1].x == Text[0].x
import SwiftUI

struct Speedometer: View {
    var body: some View {
        Gauge(value: 75, in: 0...150) {
            Text("Speed")
        } currentValueLabel: {
            Text("75")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("150")
        }
    }
}

#Preview { Speedometer() }
