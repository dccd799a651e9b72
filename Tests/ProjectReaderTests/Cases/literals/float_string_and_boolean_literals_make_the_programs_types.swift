// Floating-point, string and Boolean literals where the program's `ExpressibleByFloatLiteral`,
// `ExpressibleByStringLiteral` and `ExpressibleByBooleanLiteral` types are expected make values
// of those types with `init(floatLiteral:)`, `init(stringLiteral:)` and `init(booleanLiteral:)`.
// source: the Swift book, "Literal Expressions"; the standard library's ExpressibleByFloatLiteral,
// source: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral.
// source: 12.5 × 2 = 25 wide; "tag" has 3 characters → 3 × 10 = 30 wide; true → 50 wide.
// expect: no diagnostic
// expect: frame[*].width == [25, 30, 50]
import SwiftUI

struct Scale: ExpressibleByFloatLiteral {
    let factor: Double
    init(floatLiteral value: Double) { factor = value * 2 }
}

struct Tag: ExpressibleByStringLiteral {
    let name: String
    init(stringLiteral value: String) { name = value }
}

struct Flag: ExpressibleByBooleanLiteral {
    let isOn: Bool
    init(booleanLiteral value: Bool) { isOn = value }
}

func scaledWidth(_ scale: Scale) -> CGFloat { CGFloat(scale.factor) }
func taggedWidth(_ tag: Tag) -> CGFloat { CGFloat(tag.name.count * 10) }
func flaggedWidth(_ flag: Flag) -> CGFloat { flag.isOn ? 50 : 5 }

struct LiteralRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: scaledWidth(12.5), height: 10)
            Color.green.frame(width: taggedWidth("tag"), height: 10)
            Color.blue.frame(width: flaggedWidth(true), height: 10)
        }
    }
}
#Preview { LiteralRow() }
