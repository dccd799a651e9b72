// A raw-value enum's `init` passed as a function (`.flatMap(Zone.init)`) is its synthesized
// `init?(rawValue:)`: the unlabelled call the function value gets is that initializer's.
// source: The Swift Programming Language, "Enumerations — Initializing from a Raw Value": an enum
// source: with a raw-value type "automatically receives an initializer that takes a value of the
// source: raw value's type (as a parameter called rawValue)"; the reference names that initializer.
// source: "edge" → .edge, width 4 × 10 = 40; "nowhere" → nil → .off, width 1 × 10 = 10;
// source: ["left", "edge", "up"].compactMap(Zone.init) → [.left, .edge] → 2 × 10 = 20 wide.
// expect: no error
// expect: Color[0].width == 40
// expect: Color[1].width == 10
// expect: Color[2].width == 20
import SwiftUI

enum Zone: String {
    case left, edge, off
    var weight: Double {
        switch self {
        case .left: 2
        case .edge: 4
        case .off: 1
        }
    }
}

struct Zones: View {
    var chosen: Zone { Optional("edge").flatMap(Zone.init) ?? .off }
    var unknown: Zone { Optional("nowhere").flatMap(Zone.init) ?? .off }
    var listed: [Zone] { ["left", "edge", "up"].compactMap(Zone.init) }
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: chosen.weight * 10, height: 10)
            Color.blue.frame(width: unknown.weight * 10, height: 10)
            Color.green.frame(width: CGFloat(listed.count) * 10, height: 10)
        }
    }
}

#Preview { Zones() }
