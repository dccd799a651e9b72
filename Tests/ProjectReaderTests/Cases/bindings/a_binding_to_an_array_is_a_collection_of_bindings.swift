// `ForEach(Array($model.items.enumerated()), id: \.element.id)`: a binding to an array is a
// random-access collection whose elements are bindings to the array's elements, so
// `enumerated()`, `indices` and `count` read the array, and a row reads its element's values.
// source: Apple docs, "Binding": conforms to Sequence, Collection and RandomAccessCollection where
// source: Value conforms to MutableCollection (iOS 15); the shape is an app's horizontal list.
// source: widths: rows of widths 10 and 20 (each `width × 10` plus index 0 or 1): 10 + 0 = 10 and
// source: 20 + 1 = 21; `count` 2 × 10 = 20, the indices 0 and 1 as 5 × (i + 1) = 5 and 10.
// expect: no error
// expect: Color[*].width == [10, 21, 20, 5, 10]
import SwiftUI

struct Chip: Identifiable {
    let id: Int
    var width: CGFloat
}

final class ChipModel: ObservableObject {
    @Published var chips = [Chip(id: 1, width: 1), Chip(id: 2, width: 2)]
}

struct ChipRow: View {
    @Binding var chip: Chip
    let index: Int
    var body: some View {
        Color.red.frame(width: chip.width * 10 + CGFloat(index), height: 4)
    }
}

struct ChipList: View {
    @StateObject private var model = ChipModel()
    var body: some View {
        VStack {
            ForEach(Array($model.chips.enumerated()), id: \.element.id) { index, chip in
                ChipRow(chip: chip, index: index)
            }
            Color.blue.frame(width: CGFloat($model.chips.count * 10), height: 4)
            ForEach($model.chips.indices, id: \.self) { index in
                Color.green.frame(width: CGFloat(5 * (index + 1)), height: 4)
            }
        }
    }
}

#Preview { ChipList() }
