// `struct Config { typealias Location = (start: UnitPoint, end: UnitPoint) }`: a tuple written
// without labels for a `Location` parameter is that labelled tuple, so `.start` and `.end` read
// its elements, as for a top-level alias.
// source: The Swift Programming Language, "Type Alias Declaration" (an alias names an existing
// source: type) and "Tuple Type" (an unlabelled tuple converts to a labelled one of the same types).
// source: start = UnitPoint(x: 0.25, y: 0.5): width 0.25 × 40 = 10; end = .trailing (y 0.5): height 0.5 × 20 = 10.
// expect: no diagnostic
// expect: Color.size == 10×10
import SwiftUI

struct Config {
    typealias Location = (start: UnitPoint, end: UnitPoint)
    let startLocation: Location
    let width: CGFloat

    init(startLocation: Location, width: CGFloat) {
        self.startLocation = startLocation
        self.width = width
    }
}

struct Bar: View {
    let config = Config(startLocation: (UnitPoint(x: 0.25, y: 0.5), UnitPoint.trailing), width: 40)
    var body: some View {
        Color.red.frame(width: config.startLocation.start.x * config.width,
                        height: config.startLocation.end.y * 20)
    }
}

#Preview { Bar() }
