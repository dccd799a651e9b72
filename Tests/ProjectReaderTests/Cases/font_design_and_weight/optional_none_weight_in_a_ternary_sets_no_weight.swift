// `.fontWeight(isCurrent ? .bold : .none)`: the parameter is a `Font.Weight?`, so `.none` is
// `Optional.none` (swiftc resolves an implicit member against `T?` on `Optional` first, warning
// "assuming you mean 'Optional<T>.none'" when `T` has a `none` too): the current line is bold,
// the others keep the font's weight. Same for `fontDesign(.none)`.
// source: Apple: `View.fontWeight(_ weight: Font.Weight?)`, `View.fontDesign(_ design:
// source: Font.Design?)`; swiftc 6 on `f(flag ? .bold : .none)` with `f(_: W?)` gives nil when
// source: the flag is false (a lyrics view highlighting its current line had this shape).
// expect: no diagnostic
// expect: Text[*].fontWeight == [.bold, .regular]
// expect: Text[*].fontDesign == [.default, .default]
import SwiftUI

struct LyricLine: View {
    var words: String
    var isCurrent: Bool

    var body: some View {
        Text(words)
            .fontWeight(isCurrent ? .bold : .none)
            .fontDesign(.none)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack {
        LyricLine(words: "Current line", isCurrent: true)
        LyricLine(words: "Next line", isCurrent: false)
    }
}
