// Cells collect their bounds by id with `transformAnchorPreference` into a dictionary key, and a
// `backgroundPreferenceValue` draws a highlight behind the cell with id 3. Cells 30, 50 and 70
// tall in a VStack with spacing 10: cell 3 starts at 30 + 10 + 50 + 10 = 100 and is 70 tall, and
// as wide as the stack (80); the highlight behind it is 80 × 70 at (0, 100).
// source: Apple docs, "transformAnchorPreference(key:value:transform:)" ("the value is a function of
// source: the key's current value and a geometry value"), "backgroundPreferenceValue(_:alignment:_:)".
// expect: no error
// expect: no warning
// expect: any("Color.yellow").frame == (0, 100, 80, 70)
import SwiftUI

struct CellBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct HighlightedCells: View {
    let heights: [Int: CGFloat] = [1: 30, 2: 50, 3: 70]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(1..<4) { id in
                Color.gray.opacity(0.2)
                    .frame(width: 80, height: heights[id] ?? 0)
                    .transformAnchorPreference(key: CellBoundsKey.self, value: .bounds) { value, anchor in
                        value[id] = anchor
                    }
            }
        }
        .backgroundPreferenceValue(CellBoundsKey.self) { bounds in
            GeometryReader { proxy in
                if let cell = bounds[3] {
                    let rect = proxy[cell]
                    Color.yellow
                        .frame(width: rect.width, height: rect.height)
                        .padding(.leading, rect.minX)
                        .padding(.top, rect.minY)
                }
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { HighlightedCells() }
