// `fontWeight(_:)` and `fontDesign(_:)` take optionals (`Font.Weight?`, `Font.Design?`): a view
// that keeps an optional weight in a property passes it as it is; a present one applies, `nil`
// leaves the font alone.
// source: Apple: `Text.fontWeight(_ weight: Font.Weight?) -> Text`, `View.fontWeight(_ weight:
// source: Font.Weight?)`, `View.fontDesign(_ design: Font.Design?)`.
// expect: no diagnostic
// expect: Text[*].fontWeight == [.semibold, .regular]
// expect: Text[*].fontDesign == [.monospaced, .default]
import SwiftUI

struct Caption: View {
    var text: Text
    var weight: Font.Weight?
    var design: Font.Design?

    var body: some View {
        text.fontWeight(weight).fontDesign(design)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack {
        Caption(text: Text("Carbs"), weight: .semibold, design: .monospaced)
        Caption(text: Text("Insulin"))
    }
}
