// A call's written labels choose the initializer: `Meter()` is the convenience initializer whose
// one parameter has a default, even though the designated initializer declared before it takes
// one unlabelled argument too. Filling in the default does not send the call to the other one.
// source: the Swift book, "Initialization" (convenience initializers delegate across) and
// source: "Functions" (default parameter values may be omitted from the call); compiled with
// source: swiftc, `Meter().reading` is the compact gauge's 42.
// expect: no diagnostic
// expect: Color.width == 42
import SwiftUI

protocol Gauge { var value: CGFloat { get } }
struct FixedGauge: Gauge { let value: CGFloat }

final class Meter {
    enum Style: Int { case compact = 7, expanded = 9 }
    private let gauge: Gauge
    private init(_ gauge: Gauge) { self.gauge = gauge }
    convenience init(_ style: Style = .compact) {
        self.init(FixedGauge(value: style == .compact ? 42 : 60))
    }
    var reading: CGFloat { gauge.value }
}

struct MeterBar: View {
    var body: some View {
        Color.orange.frame(width: Meter().reading, height: 8)
    }
}
#Preview { MeterBar() }
