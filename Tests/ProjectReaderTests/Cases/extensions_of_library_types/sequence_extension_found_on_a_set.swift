// The program's `extension Sequence where Iterator.Element == Int` is found on a `Set<Int>`: Set
// conforms to Collection, which refines Sequence.
// source: Swift standard library reference, "Set" (Conforms To: Collection, Sequence, …).
// source: {3, 1, 2} doubled and sorted is [2, 4, 6]: bars 20, 40 and 60 wide.
// expect: no error
// expect: no warning
// expect: Color.count == 3
// expect: Color[0].width == 20
// expect: Color[2].width == 60
import SwiftUI

extension Sequence where Iterator.Element == Int {
    func doubledSorted() -> [Int] { self.map { $0 * 2 }.sorted() }
}

struct Bars: View {
    let ids: Set<Int> = [3, 1, 2]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(ids.doubledSorted(), id: \.self) { id in
                Color.red.frame(width: CGFloat(id) * 10, height: 10)
            }
        }
    }
}

#Preview { Bars() }
