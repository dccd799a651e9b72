// `GridItem.Size.flexible(minimum:maximum:)` written out and kept in a `let`, and a `let` typed
// `GridItem.Size` given `.fixed(30)`: the same sizes as `GridItem(.flexible(…))` and
// `GridItem(.fixed(30))` written in place.
// source: Apple, "GridItem.Size": `fixed(_:)`, `flexible(minimum:maximum:)`; "LazyVGrid": fixed
// source: columns first, the rest shared by the flexible ones within their bounds. 200 wide: 200 −
// source: 30 (fixed) − 10 (the first item's spacing) = 160 left, clamped to the maximum 60; the
// source: grid is 60 + 10 + 30 = 100 wide, centred in the canvas: x = (200 − 100) / 2 = 50.
// expect: no diagnostic
// expect: LazyVGrid.width == 100
// expect: Color.width == 60
// expect: Color[1].width == 30
// expect: Color[1].x == 120
import SwiftUI

struct Tiles: View {
    var columns: [GridItem] {
        let size = GridItem.Size.flexible(minimum: 40, maximum: 60)
        let fixed: GridItem.Size = .fixed(30)
        return [GridItem(size, spacing: 10), GridItem(fixed)]
    }
    var body: some View {
        LazyVGrid(columns: columns, spacing: 0) {
            Color.red.frame(height: 5)
            Color.blue.frame(height: 5)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) { Tiles() }
