// A `Gauge` in `.accessoryCircular` is approximated (its ring's size is not measured): the warning
// points at the `Gauge` call, not at the file's first line, though the style is read later.
// source: docs/engine.md (Gauge: a 58 × 58 ring, unverified); docs/diagnostics.md (a warning is
// source: at the place that made it). The call is on line 13.
// expect: 1 × warning [approximatedView] line 13 "Gauge"
// expect: GaugeRing.size == 58×58
import SwiftUI

struct Battery: View {
    var level = 0.4

    var body: some View {
        Gauge(value: level) { Text("Battery") }
            .gaugeStyle(.accessoryCircular)
    }
}

#Preview { Battery() }
