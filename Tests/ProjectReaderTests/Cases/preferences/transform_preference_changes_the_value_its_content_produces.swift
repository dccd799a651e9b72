// `transformPreference(Key.self) { $0 += 4 }` around the second of three siblings changes the
// value its content produces (2 → 6) before the siblings are reduced; `reduce` gets the values in
// view-tree order, so a key that appends digits (`value * 10 + next`) gives 1, 16, 163, and the
// `onPreferenceChange` above them sees 163, which the next pass gives the orange bar as its width.
// source: Apple docs, "transformPreference(_:_:)" ("Applies a transformation to a preference value");
// source: "PreferenceKey.reduce(value:nextValue:)" ("receives its values in view-tree order").
// source: 1 × 10 + (2 + 4) = 16; 16 × 10 + 3 = 163.
// expect: no error
// expect: no warning
// expect: any("Color.orange").width == 163
import SwiftUI

struct DigitsKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = value * 10 + nextValue()
    }
}

struct DigitRows: View {
    @State private var total: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(height: 1).preference(key: DigitsKey.self, value: 1)
                Color.green.frame(height: 1)
                    .preference(key: DigitsKey.self, value: 2)
                    .transformPreference(DigitsKey.self) { $0 += 4 }
                Color.blue.frame(height: 1).preference(key: DigitsKey.self, value: 3)
            }
            .onPreferenceChange(DigitsKey.self) { total = $0 }
            Color.orange.frame(width: total, height: 10)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { DigitRows() }
