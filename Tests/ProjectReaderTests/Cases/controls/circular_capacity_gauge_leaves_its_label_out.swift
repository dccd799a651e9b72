// `.gaugeStyle(.accessoryCircularCapacity)`: a closed ring with the current value label at its
// centre; Apple places no other label, so the gauge's label is not laid out.
// source: Apple docs, "accessoryCircularCapacity": "A gauge style that displays a closed ring
// source: that's partially filled in … This style displays the gauge's currentValueLabel value at
// source: the center of the gauge." (no other label is placed).
// expect: Text.count == 1
// expect: Text.text == "40"
// expect: root.size == 58×58
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    Gauge(value: 0.4) {
        Text("Battery")
    } currentValueLabel: {
        Text("40")
    }
    .gaugeStyle(.accessoryCircularCapacity)
}
