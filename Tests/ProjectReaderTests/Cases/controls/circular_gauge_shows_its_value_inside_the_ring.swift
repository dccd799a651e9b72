// `.gaugeStyle(.accessoryCircular)`: the current value label at the ring's centre, the label in
// the ring's opening at its bottom; neither changes the ring's size, which is approximated (a
// warning), 58 × 58.
// source: Apple docs, "accessoryCircular": "This style displays the gauge's currentValueLabel
// source: value at the center of the gauge. If you provide minimumValueLabel and maximumValueLabel
// source: …, they appear in the opening at the bottom of the ring. Otherwise, the gauge places its
// source: label in that location." The ring's 58 × 58: docs/engine.md (unverified).
// expect: 1 × warning [approximatedView] "Gauge"
// expect: root.size == 58×58
// expect: Text[*].text == ["40", "%"]
// expect: Text[0].x - GaugeRing.x == GaugeRing.x + GaugeRing.width - Text[0].x - Text[0].width
// expect: Text[1].y + Text[1].height == GaugeRing.y + GaugeRing.height
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Gauge(value: 0.4) {
        Text("%")
    } currentValueLabel: {
        Text("40")
    }
    .gaugeStyle(.accessoryCircular)
}
