// An initializer or method named by its compound name and passed as a function (`.map(Size.init(side:))`,
// `.flatMap(URL.init(string:))`) is called with the labels that name spells: Swift picks the
// declaration by its full name, so the unlabelled call the function value gets is that one's.
// source: The Swift Programming Language, "Expressions — Explicit Member Expression": "you can use
// source: the argument names to refer to an initializer or method by its full name".
// source: Optional(4).map(Size.init(side:)) → side 4 → 4 × 10 = 40 wide; [2, 3].map(Size.init(side:))
// source: → 2 and 3 → 20 and 30; scale.twice(of:) applied to 5 → 10 → 100 wide.
// expect: no error
// expect: Color[0].width == 40
// expect: Color[1].width == 20
// expect: Color[2].width == 30
// expect: Color[3].width == 100
import SwiftUI

struct Size {
    var side: Double
    init(double: Double) { self.side = double * 2 }
    init(side: Int) { self.side = Double(side) }
}

struct Scale {
    func twice(of value: Int) -> Int { value * 2 }
}

struct Bars: View {
    var one: Size? { Optional(4).map(Size.init(side:)) }
    var many: [Size] { [2, 3].map(Size.init(side:)) }
    var scaled: [Int] { [5].map(Scale().twice(of:)) }
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: (one?.side ?? 0) * 10, height: 10)
            ForEach(many.indices, id: \.self) { index in
                Color.blue.frame(width: many[index].side * 10, height: 10)
            }
            Color.green.frame(width: CGFloat(scaled[0]) * 10, height: 10)
        }
    }
}

#Preview { Bars() }
