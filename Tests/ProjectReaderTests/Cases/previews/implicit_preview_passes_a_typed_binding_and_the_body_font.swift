// A file without a preview: LayoutLens invents its view's arguments. An initializer's
// `selection: Binding<String?>` gets a binding to nil, the plainest value of the type it names, as
// `@Binding var` properties already did; a `font: Font` gets `.body`, SwiftUI's font of a text
// that sets none (`Font` has no `init()`). So the view reads neither as an unknown name: the
// optional binding's `nil` picks the placeholder label.
// source: The Swift Programming Language, "Optionals" (nil is the absent value); Apple docs,
// source: "Font.body"; the choice of the plainest value is LayoutLens's rule for implicit previews
// source: (docs/diagnostics.md, implicitPreview). Rouzzle's emoji button has this initializer.
// source: the text: nil selection gives "Pick", measured in the body font.
// expect: 0 × warning [assumedValue]
import SwiftUI

struct EmojiChip: View {
    @Binding var selection: String?
    let font: Font

    init(selection: Binding<String?>, font: Font) {
        self._selection = selection
        self.font = font
    }

    var body: some View {
        Text(selection ?? "Pick")
            .font(font)
    }
}
