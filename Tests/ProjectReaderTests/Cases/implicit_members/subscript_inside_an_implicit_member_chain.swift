// An implicit member chain may contain a subscript (SE-0287): `.house.swatches[0].background`
// where a `Color` is expected starts from `Color.house`, a static property the program declares,
// indexes its array and reads the element's property.
// source: SE-0287 "Extend implicit member syntax to cover chains of member references" — a chain
//   of members, calls, subscripts and `!`/`?` whose result has the contextual type;
//   swiftc 6.3 type-checks this file's chain (`swiftc -typecheck` on the same code without SwiftUI).
// source: swatch 0 is 30 wide by the file's own table; the frame is 30 wide.
// expect: no diagnostic
// expect: frame.width == 30
import SwiftUI

struct Swatch {
    let background: Color
    let width: CGFloat
}

extension Color {
    static let house = HouseColors()
}

final class HouseColors {
    let swatches = [Swatch(background: .red, width: 30), Swatch(background: .blue, width: 50)]
}

struct SwatchChip: View {
    var body: some View {
        let fill: Color = .house.swatches[0].background
        Circle().fill(fill).frame(width: Color.house.swatches[0].width, height: 10)
    }
}
#Preview { SwatchChip() }
