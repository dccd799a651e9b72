// A battery gauge turns monitoring on in its initializer and reads the level and state: the flag
// is the one device's (set once, read back through another `UIDevice.current`), and a preview,
// run on the Simulator, has no battery: level −1.0 and state `.unknown`.
// source: Apple docs, "UIDevice": `isBatteryMonitoringEnabled` (default false), `batteryLevel`
// source: ("If battery monitoring is not enabled, battery state is UIDevice.BatteryState.unknown
// source: and the value of this property is –1.0"; the Simulator reports -1.0 with it on).
// source: `String(Float(-1))` is "-1.0" (Swift's shortest round-trip description); the bar is
// source: (−1.0 + 2) × 40 = 40 points wide.
// expect: no error
// expect: no warning
// expect: Text[*].text == ["true", "-1.0", "unknown"]
// expect: Color.width == 40
import SwiftUI
import UIKit

struct BatteryGauge: View {
    private let level: Float
    private let stateName: String

    init() {
        UIDevice.current.isBatteryMonitoringEnabled = true
        level = UIDevice.current.batteryLevel
        switch UIDevice.current.batteryState {
        case .unknown: stateName = "unknown"
        case .unplugged: stateName = "unplugged"
        case .charging: stateName = "charging"
        case .full: stateName = "full"
        @unknown default: stateName = "?"
        }
    }

    var body: some View {
        VStack {
            Text(String(UIDevice.current.isBatteryMonitoringEnabled))
            Text(String(level))
            Text(stateName)
            Color.green.frame(width: CGFloat(level + 2) * 40, height: 8)
        }
    }
}

#Preview { BatteryGauge() }
